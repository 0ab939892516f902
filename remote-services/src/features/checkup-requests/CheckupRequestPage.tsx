import { LoadFailed, toClientError } from '@portal/shared';
import { checkupTicketFormSchema, maxCheckupPhotos, type ServiceTicket } from '@portal/shared/contract';
import { useContractForm } from '@portal/shared/forms';
import { Alert, Button, Group, NativeSelect, Paper, Stack, Text, TextInput } from '@portal/shared/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateServiceTicket } from '../../common/api/create-service-ticket';
import { useTicketTypes } from '../../common/api/get-ticket-types';
import { ListSkeleton } from '../../common/ListSkeleton';
import { ServicePage } from '../../common/ServicePage';
import { TicketCreated } from '../../common/TicketCreated';
import { emptyVisit, VisitFields } from '../../common/VisitFields';
import { useEquipment } from './api/get-equipment';
import { useEquipmentCategories } from './api/get-equipment-categories';
import { type CheckupPhoto, PhotoPicker } from './PhotoPicker';

/** The catalogue select's value for "my model is not listed". */
export const OTHER_MODEL = 'other';

export default function CheckupRequestPage() {
  return (
    <ServicePage titleKey="checkupRequest" setting="enableServiceCheckUpRequest" businessPartnerOnly>
      <CheckupRequest />
    </ServicePage>
  );
}

function CheckupRequest() {
  const { t } = useTranslation();
  const types = useTicketTypes();
  const [created, setCreated] = useState<ServiceTicket | null>(null);

  if (types.isPending) return <ListSkeleton rows={2} />;
  if (types.isError) return <LoadFailed error={types.error} onRetry={() => types.refetch()} />;
  const checkupType = types.data.find((type) => type.code === 'CHECKUP');
  if (!checkupType) return <Alert color="gray">{t('serviceFeatureNotAvailable')}</Alert>;

  return (
    <Stack gap="md">
      {created ? (
        <>
          <TicketCreated ticket={created} />
          <Group>
            <Button variant="light" onClick={() => setCreated(null)}>
              {t('checkupRequestAnother')}
            </Button>
          </Group>
        </>
      ) : (
        <CheckupForm ticketTypeId={checkupType.id} onCreated={setCreated} />
      )}
    </Stack>
  );
}

function CheckupForm({
  ticketTypeId,
  onCreated,
}: {
  ticketTypeId: number;
  onCreated: (ticket: ServiceTicket) => void;
}) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [now] = useState(() => new Date());
  const categories = useEquipmentCategories(ticketTypeId);
  // The catalogue is read when the form is checked: the models of the type chosen by then.
  const form = useContractForm(
    checkupTicketFormSchema<CheckupPhoto>(() => equipment.data ?? []),
    {
      equipmentCategoryId: '',
      equipmentId: '',
      brand: '',
      model: '',
      problem: '',
      photos: [],
      ...emptyVisit,
    },
  );
  const { equipmentCategoryId, equipmentId, photos } = form.values;
  const equipment = useEquipment(equipmentCategoryId ? Number(equipmentCategoryId) : undefined);
  const create = useCreateServiceTicket();
  const typed = equipmentId === OTHER_MODEL;
  const uploading = photos.some((photo) => photo.state === 'uploading');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (uploading) {
      setError('checkupWaitForPhotos');
      return;
    }
    const problem = form.check();
    setError(problem);
    if (problem) return;
    create.mutate(form.body(), {
      onSuccess: onCreated,
      onError: (failure) => setError(toClientError(failure).message),
    });
  };

  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={submit} noValidate aria-label={t('checkupRequest')}>
        <Stack gap="sm">
          <Text c="dimmed" size="sm">
            {t('checkupRequestIntro')}
          </Text>
          <NativeSelect
            label={t('checkupEquipmentType')}
            required
            disabled={!categories.isSuccess}
            {...form.getInputProps('equipmentCategoryId')}
            onChange={(event) => {
              form.setFieldValue('equipmentCategoryId', event.currentTarget.value);
              form.setFieldValue('equipmentId', '');
            }}
            data={[
              {
                value: '',
                label: categories.isError ? t('serviceCouldNotLoad') : t('checkupChooseEquipmentType'),
              },
              ...(categories.data ?? []).map((category) => ({
                value: String(category.id),
                label: category.name,
              })),
            ]}
          />
          <NativeSelect
            label={t('checkupBrandAndModel')}
            required
            disabled={!equipmentCategoryId || equipment.isPending}
            {...form.getInputProps('equipmentId')}
            data={[
              { value: '', label: t('checkupChooseModel') },
              ...(equipment.data ?? []).map((item) => ({
                value: String(item.id),
                label: `${item.brand} ${item.model}`,
              })),
              { value: OTHER_MODEL, label: t('checkupModelNotListed') },
            ]}
          />
          {typed && (
            <Group grow align="flex-start">
              <TextInput
                label={t('checkupBrand')}
                required
                maxLength={100}
                {...form.getInputProps('brand')}
              />
              <TextInput
                label={t('checkupModel')}
                required
                maxLength={100}
                {...form.getInputProps('model')}
              />
            </Group>
          )}
          <TextInput
            component="textarea"
            label={t('checkupProblem')}
            placeholder={t('checkupProblemPlaceholder')}
            required
            maxLength={2000}
            styles={{ input: { minHeight: 96, paddingBlock: 8 } }}
            {...form.getInputProps('problem')}
          />
          <PhotoPicker
            photos={photos}
            onChange={(update) => form.setFieldValue('photos', update)}
            max={maxCheckupPhotos}
          />
          <VisitFields form={form} now={now} />
          {error && (
            <Alert color="red" role="alert">
              {t(error)}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={create.isPending} disabled={uploading}>
              {t('checkupSendRequest')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
