import type { ListMeta } from '@portal/shared/contract';
import { Button, Group, Text } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';

/** Previous / next over a server-paged list. */
export function Pager({
  meta,
  onOffset,
}: {
  meta: ListMeta | undefined;
  onOffset: (offset: number) => void;
}) {
  const { t } = useTranslation();
  if (!meta || meta.total <= meta.limit) return null;
  const last = Math.min(meta.offset + meta.limit, meta.total);
  return (
    <Group justify="flex-end">
      <Text size="sm">{t('adminShowing', { from: meta.offset + 1, to: last, total: meta.total })}</Text>
      <Button
        variant="default"
        size="xs"
        disabled={meta.offset === 0}
        onClick={() => onOffset(Math.max(0, meta.offset - meta.limit))}
      >
        {t('adminPrevious')}
      </Button>
      <Button
        variant="default"
        size="xs"
        disabled={last >= meta.total}
        onClick={() => onOffset(meta.offset + meta.limit)}
      >
        {t('adminNext')}
      </Button>
    </Group>
  );
}
