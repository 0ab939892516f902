import { clearRecentSearchesAtom, PageHeading, recentSearchesAtom } from '@portal/shared';
import { Link, useSearchParams } from '@portal/shared/router';
import { Anchor, Button, Group, NativeSelect, Stack, Text, Title } from '@portal/shared/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useCategories } from '../../common/catalogue/api/get-categories';
import { useSearchProducts } from '../../common/catalogue/api/search-products';
import { Pager } from '../../common/catalogue/components/Pager';
import { ProductGrid } from '../../common/catalogue/components/ProductGrid';
import { cataloguePageSize, pageCount } from '../../common/catalogue/list-filters';
import '../../common/catalogue/catalogue.css';

/** Results for `key` within `categoryId` (and its children); the recent searches are the header's, shared through the session store. */
export default function SearchPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const recent = useAtomValue(recentSearchesAtom);
  const clearRecent = useSetAtom(clearRecentSearchesAtom);
  const key = params.get('key') ?? '';
  const categoryId = Number(params.get('categoryId')) || undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const categories = useCategories();
  const results = useSearchProducts(key, categoryId, cataloguePageSize, (page - 1) * cataloguePageSize);

  const setParam = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    setParams(next);
  };

  return (
    <Stack className="catalogue-page">
      <PageHeading titleKey="search" />
      {key && (
        <Stack gap="sm">
          <Group justify="space-between" align="end">
            <Text>{t('searchResultsFor', { key })}</Text>
            <NativeSelect
              label={t('catalogueCategory')}
              value={categoryId ? String(categoryId) : ''}
              data={[
                { value: '', label: t('catalogueAllCategories') },
                ...(categories.data ?? []).flatMap((category) => [
                  { value: String(category.id), label: category.name },
                  ...category.children.map((child) => ({
                    value: String(child.id),
                    label: `— ${child.name}`,
                  })),
                ]),
              ]}
              onChange={(event) =>
                setParam({ categoryId: event.currentTarget.value || undefined, page: undefined })
              }
            />
          </Group>
          {results.data && (
            <Text size="sm" c="gray.7" data-testid="catalogue-total">
              {t('catalogueProductCount', { count: results.data.meta.total })}
            </Text>
          )}
          <ProductGrid
            products={results.data?.items}
            loading={results.isPending}
            error={results.isError}
            onRetry={() => void results.refetch()}
            eagerCount={2}
            emptyKey="catalogueNoSearchResults"
          />
          <Pager
            page={page}
            pages={pageCount(results.data?.meta.total ?? 0)}
            onPage={(next) => setParam({ page: next > 1 ? String(next) : undefined })}
          />
        </Stack>
      )}
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
