import type { ServiceTicketStatus } from '@portal/shared/contract';
import { Badge } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import { ticketStatusView } from './ticket-status';

export function TicketStatusBadge({ status }: { status: ServiceTicketStatus }) {
  const { t } = useTranslation();
  const view = ticketStatusView[status];
  return (
    <Badge color={view.color} variant="light">
      {t(view.labelKey)}
    </Badge>
  );
}
