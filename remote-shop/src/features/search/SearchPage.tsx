import { clearRecentSearchesAtom, PageHeading, recentSearchesAtom } from '@portal/shared';
import { Link, useSearchParams } from '@portal/shared/router';
import { Anchor, Button, Group, Stack, Text, Title } from '@portal/shared/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';

/** Search results arrive with the catalogue; the recent searches are the header's, shared through the session store. */
export default function SearchPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const recent = useAtomValue(recentSearchesAtom);
  const clearRecent = useSetAtom(clearRecentSearchesAtom);
  const key = params.get('key') ?? '';

  return (
    <Stack>
      <PageHeading titleKey="search" />
      {key && <Text>{t('searchResultsFor', { key })}</Text>}
      <Title order={2} size="h4">
        {t('recentSearches')}
      </Title>
      {recent.length === 0 ? (
        <Text c="dimmed">{t('noRecentSearches')}</Text>
      ) : (
        <Stack gap={4} data-testid="recent-searches">
          {recent.map((term) => (
            <Anchor key={term} component={Link} to={`/search?key=${encodeURIComponent(term)}`}>
              {term}
            </Anchor>
          ))}
          <Group>
            <Button variant="light" size="xs" onClick={() => clearRecent()}>
              {t('clearRecentSearches')}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
