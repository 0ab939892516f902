import type { ServiceTicket } from '@portal/shared/contract';
import { Link } from '@portal/shared/router';
import { Alert, Anchor, Stack, Text } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';

/** The request went through: its number and the way to follow it. */
export function TicketCreated({ ticket }: { ticket: ServiceTicket }) {
  const { t } = useTranslation();
  return (
    <Alert color="green" title={t('serviceTicketCreatedTitle')} role="status">
      <Stack gap={4}>
        <Text size="sm">{t('serviceTicketCreated', { number: ticket.number })}</Text>
        <Anchor component={Link} to={`/service/service-history/detail?id=${ticket.id}`} size="sm">
          {t('serviceViewTicket')}
        </Anchor>
      </Stack>
    </Alert>
  );
}
