import { LoadFailed, toClientError } from '@portal/shared';
import { createServiceTicketBodySchema, maxCheckupPhotos, type ServiceTicket } from '@portal/shared/contract';
import { Alert, Button, Group, NativeSelect, Paper, Stack, Text, TextInput } from '@portal/shared/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateServiceTicket } from '../../common/api/create-service-ticket';
import { useTicketTypes } from '../../common/api/get-ticket-types';
import { firstIssueKey } from '../../common/first-issue';
import { ListSkeleton } from '../../common/ListSkeleton';
import { ServicePage } from '../../common/ServicePage';
import { TicketCreated } from '../../common/TicketCreated';
import { emptyVisit, type Visit, VisitFields, visitBody } from '../../common/VisitFields';
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
  const [categoryId, setCategoryId] = useState('');
  const [equipmentId, setEquipmentId] = useState('');
  const [brand, setBrand] = useState('');
  const [model, setModel] = useState('');
  const [problem, setProblem] = useState('');
  const [photos, setPhotos] = useState<CheckupPhoto[]>([]);
  const [visit, setVisit] = useState<Visit>(emptyVisit);
  const [error, setError] = useState('');
  const [now] = useState(() => new Date());
  const categories = useEquipmentCategories(ticketTypeId);
  const equipment = useEquipment(categoryId ? Number(categoryId) : undefined);
  const create = useCreateServiceTicket();
  const typed = equipmentId === OTHER_MODEL;
  const uploading = photos.some((photo) => photo.state === 'uploading');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (uploading) {
      setError('checkupWaitForPhotos');
      return;
    }
    const chosen = equipment.data?.find((item) => String(item.id) === equipmentId);
    const parsed = createServiceTicketBodySchema.safeParse({
      kind: 'checkup',
      equipmentCategoryId: categoryId ? Number(categoryId) : undefined,
      equipmentId: chosen ? chosen.id : null,
      brand: chosen ? chosen.brand : brand,
      model: chosen ? chosen.model : model,
      problem,
      photos: photos.flatMap((photo) => (photo.key ? [photo.key] : [])),
      ...visitBody(visit),
    });
    if (!parsed.success) {
      setError(firstIssueKey(parsed.error));
      return;
    }
    setError('');
    create.mutate(parsed.data, {
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
            value={categoryId}
            disabled={!categories.isSuccess}
            onChange={(event) => {
              setCategoryId(event.currentTarget.value);
              setEquipmentId('');
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
            value={equipmentId}
            disabled={!categoryId || equipment.isPending}
            onChange={(event) => setEquipmentId(event.currentTarget.value)}
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
                value={brand}
                maxLength={100}
                onChange={(event) => setBrand(event.currentTarget.value)}
              />
              <TextInput
                label={t('checkupModel')}
                required
                value={model}
                maxLength={100}
                onChange={(event) => setModel(event.currentTarget.value)}
              />
            </Group>
          )}
          <TextInput
            component="textarea"
            label={t('checkupProblem')}
            placeholder={t('checkupProblemPlaceholder')}
            required
            value={problem}
            maxLength={2000}
            styles={{ input: { minHeight: 96, paddingBlock: 8 } }}
            onChange={(event) => setProblem(event.currentTarget.value)}
          />
          <PhotoPicker photos={photos} onChange={setPhotos} max={maxCheckupPhotos} />
          <VisitFields value={visit} onChange={setVisit} now={now} />
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
