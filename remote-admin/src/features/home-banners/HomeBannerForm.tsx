import { showToast } from '@portal/shared';
import { type AdminHomeBanner, adminHomeBannerFormSchema } from '@portal/shared/contract';
import { DayInput, useContractForm } from '@portal/shared/forms';
import { Switch } from '@portal/shared/overlays';
import { Group, Paper, Stack, TextInput } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../../common/error-key';
import { FormActions } from '../../common/FormActions';
import { ImageField } from '../../common/ImageField';
import { useImageUpload } from '../../common/use-image-upload';
import { useSaveHomeBanner } from './api/save-home-banner';

/** Creates a home slide, or edits `banner`; the image is uploaded first and sent as its key. */
export function HomeBannerForm({ banner, onDone }: { banner: AdminHomeBanner | null; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useContractForm(adminHomeBannerFormSchema, {
    title: banner?.title ?? '',
    titleKm: banner?.titleKm ?? '',
    image: banner?.image ?? '',
    width: banner?.width,
    height: banner?.height,
    link: banner?.link ?? '',
    startDate: banner?.startDate ?? '',
    endDate: banner?.endDate ?? '',
    isActive: banner?.isActive ?? true,
  });
  const [error, setError] = useState('');
  const { preview, uploading, onFile } = useImageUpload(
    'banner',
    { image: banner?.image ?? '', preview: banner?.imageUrl ?? '' },
    setError,
    (image) => form.setFieldValue('image', image),
  );
  const save = useSaveHomeBanner();

  const onSave = () => {
    const invalid = form.check();
    if (invalid) return setError(invalid);
    save.mutate(
      { id: banner?.id ?? null, body: form.body() },
      {
        onSuccess: () => {
          showToast({ message: t('adminSaved') });
          onDone();
        },
        onError: (failure) => setError(errorKeyOf(failure)),
      },
    );
  };

  return (
    <Paper withBorder p="md" maw={620}>
      <Stack gap="sm">
        <TextInput label={t('adminContentTitleEn')} {...form.getInputProps('title')} />
        <TextInput label={t('adminContentTitleKm')} {...form.getInputProps('titleKm')} />
        <ImageField label={t('adminContentImage')} preview={preview} uploading={uploading} onFile={onFile} />
        <TextInput
          label={t('adminContentLink')}
          placeholder="/promotion/list"
          {...form.getInputProps('link')}
        />
        <Group grow>
          <DayInput label={t('adminContentStartDate')} {...form.getInputProps('startDate')} />
          <DayInput label={t('adminContentEndDate')} {...form.getInputProps('endDate')} />
        </Group>
        <Switch label={t('adminActive')} {...form.getInputProps('isActive', { type: 'checkbox' })} />
        <FormActions
          error={error}
          saving={save.isPending}
          disabled={uploading}
          onSave={onSave}
          onCancel={onDone}
        />
      </Stack>
    </Paper>
  );
}
