import { Button, Group, Text } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';

/** Previous / next with "page N of M". */
export function Pager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <Group justify="center" gap="sm" component="nav" aria-label={t('cataloguePages')}>
      <Button variant="default" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('cataloguePrevious')}
      </Button>
      <Text size="sm">{t('cataloguePageOf', { page, pages })}</Text>
      <Button variant="default" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('catalogueNext')}
      </Button>
    </Group>
  );
}
