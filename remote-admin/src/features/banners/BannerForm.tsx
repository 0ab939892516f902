import { showToast } from '@portal/shared';
import { type AdminPopupBanner, popupBannerFormSchema } from '@portal/shared/contract';
import { useContractForm } from '@portal/shared/forms';
import { Switch } from '@portal/shared/overlays';
import { Group, Paper, Stack, TextInput } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../../common/error-key';
import { FormActions } from '../../common/FormActions';
import { ImageField } from '../../common/ImageField';
import { useImageUpload } from '../../common/use-image-upload';
import { useSavePopupBanner } from './api/save-popup-banner';

export function BannerForm({ banner, onDone }: { banner: AdminPopupBanner | null; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useContractForm(popupBannerFormSchema, {
    title: banner?.title ?? '',
    webImage: banner?.webImage ?? '',
    webRedirectLink: banner?.webRedirectLink ?? '',
    showAfterSecond: String(banner?.showAfterSecond ?? 0),
    hideAfterSecond: String(banner?.hideAfterSecond ?? 0),
    customerGroupId: banner?.customerGroupId ?? null,
    isActive: banner?.isActive ?? true,
  });
  const [error, setError] = useState('');
  const { preview, uploading, onFile } = useImageUpload(
    'banner',
    { image: banner?.webImage ?? '', preview: banner?.webImageUrl ?? '' },
    setError,
    (image) => form.setFieldValue('webImage', image),
  );
  const save = useSavePopupBanner();

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
    <Paper withBorder p="md" maw={560}>
      <Stack gap="sm">
        <TextInput label={t('adminBannerTitle')} {...form.getInputProps('title')} />
        <ImageField label={t('adminBannerImage')} preview={preview} uploading={uploading} onFile={onFile} />
        <TextInput label={t('adminBannerLink')} {...form.getInputProps('webRedirectLink')} />
        <Group grow>
          <TextInput
            label={t('adminShowAfterSecond')}
            inputMode="numeric"
            {...form.getInputProps('showAfterSecond')}
          />
          <TextInput
            label={t('adminHideAfterSecond')}
            inputMode="numeric"
            {...form.getInputProps('hideAfterSecond')}
          />
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
