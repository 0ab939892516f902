import { formatDate } from '@portal/shared';
import { Stack, Text } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';

type Change = { status: string; note: string | null; changedAt: string };

/** The record's status changes, oldest first. */
export function StatusHistory({ history }: { history: Change[] }) {
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
