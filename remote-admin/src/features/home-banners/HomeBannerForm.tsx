import { showToast } from '@portal/shared';
import { type AdminHomeBanner, adminHomeBannerBodySchema } from '@portal/shared/contract';
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
  const [title, setTitle] = useState(banner?.title ?? '');
  const [titleKm, setTitleKm] = useState(banner?.titleKm ?? '');
  const [link, setLink] = useState(banner?.link ?? '');
  const [startDate, setStartDate] = useState(banner?.startDate ?? '');
  const [endDate, setEndDate] = useState(banner?.endDate ?? '');
  const [active, setActive] = useState(banner?.isActive ?? true);
  const [error, setError] = useState('');
  const { image, preview, uploading, onFile } = useImageUpload(
    'banner',
    { image: banner?.image ?? '', preview: banner?.imageUrl ?? '' },
    setError,
  );
  const save = useSaveHomeBanner();

  const onSave = () => {
    const parsed = adminHomeBannerBodySchema.safeParse({
      title,
      titleKm,
      image,
      width: banner?.width,
      height: banner?.height,
      link,
      startDate: startDate || null,
      endDate: endDate || null,
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
    <Paper withBorder p="md" maw={620}>
      <Stack gap="sm">
        <TextInput
          label={t('adminContentTitleEn')}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
        />
        <TextInput
          label={t('adminContentTitleKm')}
          value={titleKm}
          onChange={(e) => setTitleKm(e.currentTarget.value)}
        />
        <ImageField label={t('adminContentImage')} preview={preview} uploading={uploading} onFile={onFile} />
        <TextInput
          label={t('adminContentLink')}
          placeholder="/promotion/list"
          value={link}
          onChange={(e) => setLink(e.currentTarget.value)}
        />
        <Group grow>
          <TextInput
            type="date"
            label={t('adminContentStartDate')}
            value={startDate}
            onChange={(e) => setStartDate(e.currentTarget.value)}
          />
          <TextInput
            type="date"
            label={t('adminContentEndDate')}
            value={endDate}
            onChange={(e) => setEndDate(e.currentTarget.value)}
          />
        </Group>
        <Switch
          label={t('adminActive')}
          checked={active}
          onChange={(e) => setActive(e.currentTarget.checked)}
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
