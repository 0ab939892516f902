import { showToast } from '@portal/shared';
import { type AdminProductDetail, adminProductBodySchema } from '@portal/shared/contract';
import { Switch } from '@portal/shared/overlays';
import { Button, Group, NativeSelect, Paper, Stack, Text, Textarea, TextInput } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogueChoices } from '../../../common/api/get-catalogue-choices';
import { errorKeyOf } from '../../../common/error-key';
import { FormActions } from '../../../common/FormActions';
import { useSaveProduct } from '../api/save-product';
import { type UploadedImage, uploadProductImage } from '../api/upload-product-image';

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
  const [name, setName] = useState(product?.name ?? '');
  const [nameKm, setNameKm] = useState(product?.nameKm ?? '');
  const [description, setDescription] = useState(product?.description ?? '');
  const [descriptionKm, setDescriptionKm] = useState(product?.descriptionKm ?? '');
  const [categoryId, setCategoryId] = useState(product ? String(product.categoryId) : '');
  const [brandId, setBrandId] = useState(product?.brandId ? String(product.brandId) : '');
  const [isActive, setActive] = useState(product?.isActive ?? false);
  const [isTopSelection, setTopSelection] = useState(product?.isTopSelection ?? false);
  const [isMerchandise, setMerchandise] = useState(product?.isMerchandise ?? false);
  const [images, setImages] = useState<UploadedImage[]>(product?.images ?? []);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState('');
  const save = useSaveProduct();

  const onFiles = async (files: FileList | null) => {
    if (!files?.length) return;
    setUploading(true);
    try {
      const added: UploadedImage[] = [];
      for (const file of Array.from(files)) {
        if (file.size === 0) throw new Error('fileCannotBeEmpty');
        added.push(await uploadProductImage(file));
      }
      setImages((current) => [...current, ...added]);
      setError('');
    } catch (failure) {
      setError((failure as Error).message === 'fileCannotBeEmpty' ? 'fileCannotBeEmpty' : 'fileUploadFail');
    } finally {
      setUploading(false);
    }
  };

  const onSave = () => {
    const parsed = adminProductBodySchema.safeParse({
      name,
      nameKm,
      description,
      descriptionKm,
      categoryId: categoryId || undefined,
      brandId: brandId || null,
      isActive,
      isTopSelection,
      isMerchandise,
      images: images.map(({ image, width, height }) => ({ image, width, height })),
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'badRequest');
    save.mutate(
      { id: product?.id ?? null, body: parsed.data },
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
          <TextInput
            label={t('adminCatalogueNameEn')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            required
          />
          <TextInput
            label={t('adminCatalogueNameKm')}
            value={nameKm}
            onChange={(event) => setNameKm(event.currentTarget.value)}
          />
        </Group>
        <Group grow align="flex-start">
          <NativeSelect
            label={t('adminCatalogueCategory')}
            value={categoryId}
            data={[
              { value: '', label: t('adminCatalogueChooseCategory') },
              ...(choices.data?.categories ?? []).map((category) => ({
                value: String(category.id),
                label: category.parentId ? `— ${category.name}` : category.name,
              })),
            ]}
            onChange={(event) => setCategoryId(event.currentTarget.value)}
          />
          <NativeSelect
            label={t('adminCatalogueBrand')}
            value={brandId}
            data={[
              { value: '', label: t('adminCatalogueNoBrand') },
              ...(choices.data?.brands ?? []).map((brand) => ({
                value: String(brand.id),
                label: brand.name,
              })),
            ]}
            onChange={(event) => setBrandId(event.currentTarget.value)}
          />
        </Group>
        <Group grow align="flex-start">
          <Textarea
            label={t('adminCatalogueDescriptionEn')}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
            autosize
            minRows={3}
          />
          <Textarea
            label={t('adminCatalogueDescriptionKm')}
            value={descriptionKm}
            onChange={(event) => setDescriptionKm(event.currentTarget.value)}
            autosize
            minRows={3}
          />
        </Group>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('adminCataloguePictures')}
          </Text>
          <Group gap="xs">
            {images.map((image, index) => (
              <Stack key={image.image} gap={2} align="center">
                <img src={image.url} alt="" width={72} height={72} style={{ objectFit: 'cover' }} />
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  onClick={() => setImages((current) => current.filter((_, at) => at !== index))}
                >
                  {t('adminCatalogueRemovePicture')}
                </Button>
              </Stack>
            ))}
          </Group>
          <label>
            <Text size="xs" c="dimmed">
              {t('adminCatalogueAddPictures')}
            </Text>
            <input
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif"
              multiple
              disabled={uploading}
              onChange={(event) => onFiles(event.currentTarget.files)}
            />
          </label>
        </Stack>
        <Group>
          <Switch
            label={t('adminCataloguePublishedSwitch')}
            checked={isActive}
            onChange={(event) => setActive(event.currentTarget.checked)}
          />
          <Switch
            label={t('adminCatalogueTopSelection')}
            checked={isTopSelection}
            onChange={(event) => setTopSelection(event.currentTarget.checked)}
          />
          <Switch
            label={t('adminCatalogueMerchandise')}
            checked={isMerchandise}
            onChange={(event) => setMerchandise(event.currentTarget.checked)}
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
