import { showToast } from '@portal/shared';
import { type AdminPopupBanner, popupBannerBodySchema } from '@portal/shared/contract';
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
  const [title, setTitle] = useState(banner?.title ?? '');
  const [link, setLink] = useState(banner?.webRedirectLink ?? '');
  const [showAfter, setShowAfter] = useState(String(banner?.showAfterSecond ?? 0));
  const [hideAfter, setHideAfter] = useState(String(banner?.hideAfterSecond ?? 0));
  const [active, setActive] = useState(banner?.isActive ?? true);
  const [error, setError] = useState('');
  const { image, preview, uploading, onFile } = useImageUpload(
    'banner',
    { image: banner?.webImage ?? '', preview: banner?.webImageUrl ?? '' },
    setError,
  );
  const save = useSavePopupBanner();

  const onSave = () => {
    const parsed = popupBannerBodySchema.safeParse({
      title,
      webImage: image,
      webRedirectLink: link || null,
      showAfterSecond: Number(showAfter),
      hideAfterSecond: Number(hideAfter),
      customerGroupId: banner?.customerGroupId ?? null,
      isActive: active,
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'badRequest');
    save.mutate(
      { id: banner?.id ?? null, body: parsed.data },
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
        <TextInput
          label={t('adminBannerTitle')}
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
        />
        <ImageField label={t('adminBannerImage')} preview={preview} uploading={uploading} onFile={onFile} />
        <TextInput
          label={t('adminBannerLink')}
          value={link}
          onChange={(event) => setLink(event.currentTarget.value)}
        />
        <Group grow>
          <TextInput
            label={t('adminShowAfterSecond')}
            inputMode="numeric"
            value={showAfter}
            onChange={(event) => setShowAfter(event.currentTarget.value)}
          />
          <TextInput
            label={t('adminHideAfterSecond')}
            inputMode="numeric"
            value={hideAfter}
            onChange={(event) => setHideAfter(event.currentTarget.value)}
          />
        </Group>
        <Switch
          label={t('adminActive')}
          checked={active}
          onChange={(event) => setActive(event.currentTarget.checked)}
        />
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
