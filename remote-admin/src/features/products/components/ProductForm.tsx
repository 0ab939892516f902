import { showToast } from '@portal/shared';
import { type AdminProductDetail, adminProductFormSchema } from '@portal/shared/contract';
import { FileButton, Textarea, useContractForm } from '@portal/shared/forms';
import { Switch } from '@portal/shared/overlays';
import { Button, Group, NativeSelect, Paper, Stack, Text, TextInput } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogueChoices } from '../../../common/api/get-catalogue-choices';
import { errorKeyOf } from '../../../common/error-key';
import { FormActions } from '../../../common/FormActions';
import { useSaveProduct } from '../api/save-product';
import { type UploadedImage, uploadProductImage } from '../api/upload-product-image';
import { ProductFacetFields } from './ProductFacetFields';

/** The product's own data: names in English and Khmer, where it is filed, its pictures, and whether it is sold. */
export function ProductForm({
  product,
  onSaved,
}: {
  product: AdminProductDetail | null;
  onSaved?: (product: AdminProductDetail) => void;
}) {
  const { t } = useTranslation();
  const choices = useCatalogueChoices();
  const form = useContractForm(adminProductFormSchema, {
    name: product?.name ?? '',
    nameKm: product?.nameKm ?? '',
    description: product?.description ?? '',
    descriptionKm: product?.descriptionKm ?? '',
    categoryId: product ? String(product.categoryId) : '',
    brandId: product?.brandId ? String(product.brandId) : '',
    isActive: product?.isActive ?? false,
    isTopSelection: product?.isTopSelection ?? false,
    isMerchandise: product?.isMerchandise ?? false,
    roast: product?.roast ?? '',
    grinds: product?.grinds ?? [],
    equipmentType: product?.equipmentType ?? '',
    images: product?.images ?? [],
  });
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState('');
  const save = useSaveProduct();

  const onFiles = async (files: File[]) => {
    if (!files.length) return;
    setUploading(true);
    try {
      const added: UploadedImage[] = [];
      for (const file of files) {
        if (file.size === 0) throw new Error('fileCannotBeEmpty');
        added.push(await uploadProductImage(file));
      }
      for (const image of added) form.insertListItem('images', image);
      setError('');
    } catch (failure) {
      setError((failure as Error).message === 'fileCannotBeEmpty' ? 'fileCannotBeEmpty' : 'fileUploadFail');
    } finally {
      setUploading(false);
    }
  };

  const onSave = () => {
    const invalid = form.check();
    if (invalid) return setError(invalid);
    save.mutate(
      { id: product?.id ?? null, body: form.body() },
      {
        onSuccess: (saved) => {
          setError('');
          showToast({ message: t('adminSaved') });
          onSaved?.(saved);
        },
        onError: (failure) => setError(errorKeyOf(failure)),
      },
    );
  };

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Group grow align="flex-start">
          <TextInput label={t('adminCatalogueNameEn')} {...form.getInputProps('name')} required />
          <TextInput label={t('adminCatalogueNameKm')} {...form.getInputProps('nameKm')} />
        </Group>
        <Group grow align="flex-start">
          <NativeSelect
            label={t('adminCatalogueCategory')}
            data={[
              { value: '', label: t('adminCatalogueChooseCategory') },
              ...(choices.data?.categories ?? []).map((category) => ({
                value: String(category.id),
                label: category.parentId ? `— ${category.name}` : category.name,
              })),
            ]}
            {...form.getInputProps('categoryId')}
          />
          <NativeSelect
            label={t('adminCatalogueBrand')}
            data={[
              { value: '', label: t('adminCatalogueNoBrand') },
              ...(choices.data?.brands ?? []).map((brand) => ({
                value: String(brand.id),
                label: brand.name,
              })),
            ]}
            {...form.getInputProps('brandId')}
          />
        </Group>
        <ProductFacetFields
          roast={form.getInputProps('roast')}
          equipmentType={form.getInputProps('equipmentType')}
          grinds={form.getValues().grinds}
          onGrinds={(grinds) => form.setFieldValue('grinds', grinds)}
        />
        <Group grow align="flex-start">
          <Textarea
            label={t('adminCatalogueDescriptionEn')}
            {...form.getInputProps('description')}
            autosize
            minRows={3}
          />
          <Textarea
            label={t('adminCatalogueDescriptionKm')}
            {...form.getInputProps('descriptionKm')}
            autosize
            minRows={3}
          />
        </Group>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('adminCataloguePictures')}
          </Text>
          <Group gap="xs">
            {form.values.images.map((image, index) => (
              <Stack key={image.image} gap={2} align="center">
                <img src={image.url} alt="" width={72} height={72} style={{ objectFit: 'cover' }} />
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  onClick={() => form.removeListItem('images', index)}
                >
                  {t('adminCatalogueRemovePicture')}
                </Button>
              </Stack>
            ))}
          </Group>
          <Stack gap={4} align="flex-start">
            <Text size="xs" c="dimmed">
              {t('adminCatalogueAddPictures')}
            </Text>
            <FileButton
              accept="image/png,image/jpeg,image/webp,image/gif"
              multiple
              disabled={uploading}
              onChange={onFiles}
              inputProps={{ 'aria-label': t('adminCatalogueAddPictures') }}
            >
              {(props) => (
                <Button {...props} variant="default" size="xs" loading={uploading}>
                  {t('choosePictures')}
                </Button>
              )}
            </FileButton>
          </Stack>
        </Stack>
        <Group>
          <Switch
            label={t('adminCataloguePublishedSwitch')}
            {...form.getInputProps('isActive', { type: 'checkbox' })}
          />
          <Switch
            label={t('adminCatalogueTopSelection')}
            {...form.getInputProps('isTopSelection', { type: 'checkbox' })}
          />
          <Switch
            label={t('adminCatalogueMerchandise')}
            {...form.getInputProps('isMerchandise', { type: 'checkbox' })}
          />
        </Group>
        <FormActions
          error={error}
          saving={save.isPending}
          disabled={uploading}
          onSave={onSave}
          saveKey={product ? 'adminSave' : 'adminCatalogueCreateProduct'}
        />
      </Stack>
    </Paper>
  );
}
