import { formatUsd, LoadFailed, showToast, toClientError } from '@portal/shared';
import { packageTicketBodySchema, type ServiceTicket, type ServiceTicketType } from '@portal/shared/contract';
import { useContractForm } from '@portal/shared/forms';
import { Alert, Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@portal/shared/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateServiceTicket } from '../../common/api/create-service-ticket';
import { useTicketTypes } from '../../common/api/get-ticket-types';
import { ListSkeleton } from '../../common/ListSkeleton';
import { ServicePage } from '../../common/ServicePage';
import { TicketCreated } from '../../common/TicketCreated';
import { emptyVisit, VisitFields } from '../../common/VisitFields';

export default function ServicePackagePage() {
  return (
    <ServicePage titleKey="servicePackage" setting="enableServicePackage" businessPartnerOnly>
      <PackageList />
    </ServicePage>
  );
}

function PackageList() {
  const { t } = useTranslation();
  const types = useTicketTypes();
  const [chosen, setChosen] = useState<ServiceTicketType | null>(null);
  const [created, setCreated] = useState<ServiceTicket | null>(null);

  if (types.isPending) return <ListSkeleton />;
  if (types.isError) return <LoadFailed error={types.error} onRetry={() => types.refetch()} />;
  const packages = types.data.filter((type) => type.code === 'PACKAGE');
  if (packages.length === 0) return <Alert color="gray">{t('servicePackageNoneOnOffer')}</Alert>;

  return (
    <Stack gap="md">
      <Text c="dimmed">{t('servicePackageIntro')}</Text>
      {created && <TicketCreated ticket={created} />}
      {packages.map((type) => (
        <Paper key={type.id} withBorder p="md" radius="md" component="article" aria-label={type.name}>
          <Stack gap="xs">
            <Group justify="space-between" align="flex-start">
              <div>
                <Title order={2} size="h3">
                  {type.name}
                </Title>
                <Text size="sm" c="dimmed">
                  {type.description}
                </Text>
              </div>
              <Stack gap={0} align="flex-end">
                <Text fw={700} size="lg">
                  {type.priceCents === null ? t('servicePackagePriceOnRequest') : formatUsd(type.priceCents)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('servicePackagePerMonth')}
                </Text>
              </Stack>
            </Group>
            <Badge variant="light">
              {t('servicePackageCheckupsPerMonth', { count: type.checkupsPerMonth })}
            </Badge>
            <Text size="sm" fw={600}>
              {t('servicePackageCovers')}
            </Text>
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {type.covers.map((line) => (
                <li key={line}>
                  <Text size="sm">{line}</Text>
                </li>
              ))}
            </ul>
            {chosen?.id === type.id ? (
              <SubscribeForm
                type={type}
                onCancel={() => setChosen(null)}
                onCreated={(ticket) => {
                  setChosen(null);
                  setCreated(ticket);
                }}
              />
            ) : (
              <Group>
                <Button
                  onClick={() => {
                    setCreated(null);
                    setChosen(type);
                  }}
                >
                  {t('servicePackageSubscribe')}
                </Button>
              </Group>
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

function SubscribeForm({
  type,
  onCancel,
  onCreated,
}: {
  type: ServiceTicketType;
  onCancel: () => void;
  onCreated: (ticket: ServiceTicket) => void;
}) {
  const { t } = useTranslation();
  const form = useContractForm(packageTicketBodySchema, {
    kind: 'package',
    ticketTypeId: type.id,
    ...emptyVisit,
    note: '',
  });
  const [error, setError] = useState<string | null>(null);
  const create = useCreateServiceTicket();
  const [now] = useState(() => new Date());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = form.check();
    setError(problem);
    if (problem) return;
    create.mutate(form.body(), {
      onSuccess: (ticket) => {
        showToast({ message: t('servicePackageRequested', { number: ticket.number }) });
        onCreated(ticket);
      },
      onError: (failure) => setError(toClientError(failure).message),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('servicePackageSubscribeTo', { name: type.name })}>
      <Stack gap="sm">
        <Text fw={600}>{t('servicePackageFirstVisit')}</Text>
        <VisitFields form={form} now={now} />
        <TextInput label={t('servicePackageNote')} {...form.getInputProps('note')} maxLength={1000} />
        {error && (
          <Alert color="red" role="alert">
            {t(error)}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={create.isPending}>
            {t('servicePackageSendRequest')}
          </Button>
          <Button variant="subtle" onClick={onCancel}>
            {t('serviceBack')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
