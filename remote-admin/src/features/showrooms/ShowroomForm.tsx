import { showToast } from '@portal/shared';
import { type AdminShowroom, adminShowroomFormSchema } from '@portal/shared/contract';
import { Textarea, useContractForm } from '@portal/shared/forms';
import { Switch } from '@portal/shared/overlays';
import { Group, Paper, Stack, TextInput } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../../common/error-key';
import { FormActions } from '../../common/FormActions';
import { ImageField } from '../../common/ImageField';
import { useImageUpload } from '../../common/use-image-upload';
import { useSaveShowroom } from './api/save-showroom';
import { WeeklyHoursFields } from './WeeklyHoursFields';

const fields = [
  ['name', 'adminContentShowroomName'],
  ['nameKm', 'adminContentShowroomNameKm'],
  ['address', 'adminContentAddress'],
  ['addressKm', 'adminContentAddressKm'],
  ['phone', 'adminContentPhone'],
] as const;

const defaultWeek = Array.from({ length: 7 }, (_, weekday) =>
  weekday === 0 ? null : { opens: '07:30', closes: '18:00' },
);

/** Creates a showroom, or edits `showroom`. */
export function ShowroomForm({ showroom, onDone }: { showroom: AdminShowroom | null; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useContractForm(adminShowroomFormSchema, {
    name: showroom?.name ?? '',
    nameKm: showroom?.nameKm ?? '',
    address: showroom?.address ?? '',
    addressKm: showroom?.addressKm ?? '',
    phone: showroom?.phone ?? '',
    weeklyHours: (showroom?.weeklyHours ?? defaultWeek).map((day) => day ?? { opens: '', closes: '' }),
    description: showroom?.description ?? '',
    descriptionKm: showroom?.descriptionKm ?? '',
    latitude: showroom?.latitude === null || !showroom ? '' : String(showroom.latitude),
    longitude: showroom?.longitude === null || !showroom ? '' : String(showroom.longitude),
    image: showroom?.image ?? null,
    isActive: showroom?.isActive ?? true,
  });
  const [error, setError] = useState('');
  const { preview, uploading, onFile } = useImageUpload(
    'showroom',
    { image: showroom?.image ?? null, preview: showroom?.imageUrl ?? '' },
    setError,
    (image) => form.setFieldValue('image', image),
  );
  const save = useSaveShowroom();

  const onSave = () => {
    const invalid = form.check();
    if (invalid) return setError(invalid);
    save.mutate(
      { id: showroom?.id ?? null, body: form.body() },
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
          <TextInput key={key} label={t(label)} {...form.getInputProps(key)} />
        ))}
        <WeeklyHoursFields form={form} />
        <Textarea label={t('adminContentDescription')} {...form.getInputProps('description')} />
        <Textarea label={t('adminContentDescriptionKm')} {...form.getInputProps('descriptionKm')} />
        <Group grow>
          <TextInput label={t('adminContentLatitude')} {...form.getInputProps('latitude')} />
          <TextInput label={t('adminContentLongitude')} {...form.getInputProps('longitude')} />
        </Group>
        <ImageField label={t('adminContentImage')} preview={preview} uploading={uploading} onFile={onFile} />
        {showroom?.isHeadOffice ? null : (
          <Switch label={t('adminActive')} {...form.getInputProps('isActive', { type: 'checkbox' })} />
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
