import { Badge } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';

const colours: Record<string, string> = {
  Pending: 'yellow',
  Submitted: 'yellow',
  Reviewing: 'blue',
  Interview: 'indigo',
  Confirmed: 'blue',
  Completed: 'green',
  Hired: 'green',
  Rejected: 'red',
  Cancelled: 'gray',
  Withdrawn: 'gray',
};

/** A request's or application's status, translated (academyStatusPending …). */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Badge color={colours[status] ?? 'gray'} variant="light" data-status={status}>
      {t(`academyStatus${status}`)}
    </Badge>
  );
}
