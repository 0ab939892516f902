import { Stack, Text } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../format/format-date';

type Change = { status: string; note: string | null; changedAt: string };

/**
 * An academy request's or application's status changes, oldest first, with the remarks the customer was sent: the
 * academy's history pages and the back office show the same lines.
 */
export function AcademyStatusHistory({ history }: { history: Change[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2} component="ol" style={{ margin: 0, paddingInlineStart: '1.2rem' }}>
      {history.map((change) => (
        <Text component="li" size="xs" c="dimmed" key={`${change.status}-${change.changedAt}`}>
          {formatDate(change.changedAt)} · {t(`academyStatus${change.status}`)}
          {change.note ? ` — ${change.note}` : ''}
        </Text>
      ))}
    </Stack>
  );
}
