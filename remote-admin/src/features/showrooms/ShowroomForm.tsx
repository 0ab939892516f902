import { showToast } from '@portal/shared';
import { type AdminShowroom, adminShowroomBodySchema } from '@portal/shared/contract';
import { Switch } from '@portal/shared/overlays';
import { Group, Paper, Stack, Textarea, TextInput } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../../common/error-key';
import { FormActions } from '../../common/FormActions';
import { ImageField } from '../../common/ImageField';
import { useImageUpload } from '../../common/use-image-upload';
import { useSaveShowroom } from './api/save-showroom';
import { coordinateOf } from './coordinates';

const fields = [
  ['name', 'adminContentShowroomName'],
  ['nameKm', 'adminContentShowroomNameKm'],
  ['address', 'adminContentAddress'],
  ['addressKm', 'adminContentAddressKm'],
  ['phone', 'adminContentPhone'],
  ['openingHours', 'adminContentOpeningHours'],
] as const;

/** Creates a showroom, or edits `showroom`. */
export function ShowroomForm({ showroom, onDone }: { showroom: AdminShowroom | null; onDone: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState({
    name: showroom?.name ?? '',
    nameKm: showroom?.nameKm ?? '',
    address: showroom?.address ?? '',
    addressKm: showroom?.addressKm ?? '',
    phone: showroom?.phone ?? '',
    openingHours: showroom?.openingHours ?? '',
    description: showroom?.description ?? '',
    descriptionKm: showroom?.descriptionKm ?? '',
    latitude: showroom?.latitude === null || !showroom ? '' : String(showroom.latitude),
    longitude: showroom?.longitude === null || !showroom ? '' : String(showroom.longitude),
  });
  const [active, setActive] = useState(showroom?.isActive ?? true);
  const [error, setError] = useState('');
  const { image, preview, uploading, onFile } = useImageUpload(
    'showroom',
    { image: showroom?.image ?? null, preview: showroom?.imageUrl ?? '' },
    setError,
  );
  const save = useSaveShowroom();
  const set = (key: keyof typeof text) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setText((current) => ({ ...current, [key]: value }));
  };

  const onSave = () => {
    const parsed = adminShowroomBodySchema.safeParse({
      ...text,
      latitude: coordinateOf(text.latitude),
      longitude: coordinateOf(text.longitude),
      image,
      isActive: active,
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'badRequest');
    save.mutate(
      { id: showroom?.id ?? null, body: parsed.data },
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
        {fields.map(([key, label]) => (
          <TextInput key={key} label={t(label)} value={text[key]} onChange={set(key)} />
        ))}
        <Textarea
          label={t('adminContentDescription')}
          value={text.description}
          onChange={set('description')}
        />
        <Textarea
          label={t('adminContentDescriptionKm')}
          value={text.descriptionKm}
          onChange={set('descriptionKm')}
        />
        <Group grow>
          <TextInput label={t('adminContentLatitude')} value={text.latitude} onChange={set('latitude')} />
          <TextInput label={t('adminContentLongitude')} value={text.longitude} onChange={set('longitude')} />
        </Group>
        <ImageField label={t('adminContentImage')} preview={preview} uploading={uploading} onFile={onFile} />
        {showroom?.isHeadOffice ? null : (
          <Switch
            label={t('adminActive')}
            checked={active}
            onChange={(e) => setActive(e.currentTarget.checked)}
          />
        )}
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
