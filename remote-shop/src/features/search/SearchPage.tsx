import { clearRecentSearchesAtom, PageHeading, recentSearchesAtom } from '@portal/shared';
import { Link, useSearchParams } from '@portal/shared/router';
import { Anchor, Button, Group, Stack, Text, Title } from '@portal/shared/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useSearchProducts } from '../../common/catalogue/api/search-products';
import { FacetedList } from '../../common/catalogue/components/FacetedList';
import { Pager } from '../../common/catalogue/components/Pager';
import { ProductGrid } from '../../common/catalogue/components/ProductGrid';
import { pageCount } from '../../common/catalogue/list-filters';
import { searchFromParams, searchQueryOf, searchSorts, searchToParams } from './search-params';
import '../../common/catalogue/catalogue.css';

/**
 * Results for `key` with facets and a sort; the search, its chosen facets and its sort live in the URL (shared,
 * reloaded, stepped back through). The recent searches are the header's, shared through the session store.
 */
export default function SearchPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const recent = useAtomValue(recentSearchesAtom);
  const clearRecent = useSetAtom(clearRecentSearchesAtom);
  const state = searchFromParams(params);
  const results = useSearchProducts(searchQueryOf(state));

  return (
    <Stack className="catalogue-page">
      <PageHeading titleKey="search" />
      {state.key && (
        <Stack gap="sm">
          <Text>{t('searchResultsFor', { key: state.key })}</Text>
          <FacetedList
            facets={results.data?.meta.facets}
            total={results.data?.meta.total}
            filters={state.filters}
            sorts={searchSorts}
            withCategories
            onChange={(filters) => setParams(searchToParams({ key: state.key, filters }))}
          >
            <ProductGrid
              products={results.data?.items}
              loading={results.isPending}
              error={results.isError}
              onRetry={() => void results.refetch()}
              eagerCount={2}
              emptyKey="catalogueNoSearchResults"
            />
            <Pager
              page={state.filters.page}
              pages={pageCount(results.data?.meta.total ?? 0)}
              onPage={(page) =>
                setParams(searchToParams({ key: state.key, filters: { ...state.filters, page } }))
              }
            />
          </FacetedList>
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
