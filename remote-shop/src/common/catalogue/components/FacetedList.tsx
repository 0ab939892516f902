import type { SearchFacets } from '@portal/shared/contract';
import { Button, Group, NativeSelect, Stack, Text } from '@portal/shared/ui';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chosenCount, type ListFilters, type ListSort, withoutFacets } from '../facet-filters';
import { FacetPanel } from './FacetPanel';
import '../facets.css';

// The drawer is a pop-up: its code (and the overlays' entry) loads when a phone's shopper first opens it.
const FacetDrawer = lazy(() => import('./FacetDrawer'));

const sortKeys: Record<ListSort, string> = {
  relevance: 'catalogueSortRelevance',
  newest: 'catalogueSortNewest',
  priceAsc: 'catalogueSortPriceAsc',
  priceDesc: 'catalogueSortPriceDesc',
  name: 'catalogueSortName',
  bestSelling: 'catalogueSortBestSelling',
};

/**
 * A product list with its facets and sort: the facets beside the list on a wide screen, behind a "Filters" button
 * in a drawer on a phone; the total and the sort above the list. Every choice goes through `onChange`, which the
 * pages keep in the URL.
 */
export function FacetedList({
  facets,
  total,
  filters,
  sorts,
  withCategories,
  onChange,
  children,
}: {
  facets: SearchFacets | undefined;
  total: number | undefined;
  filters: ListFilters;
  sorts: readonly ListSort[];
  withCategories: boolean;
  onChange: (next: ListFilters) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [drawer, setDrawer] = useState<'never' | 'open' | 'closed'>('never');
  // A choice shows at once: the URL it goes to commits only once the page's next list has loaded.
  const [pending, setPending] = useState<ListFilters | null>(null);
  const inUrl = JSON.stringify(filters);
  // Once the URL holds the filters (compared by value), they are what shows.
  useEffect(() => setPending(null), [inUrl]);
  const shown = pending ?? filters;
  const choose = (next: ListFilters) => {
    setPending(next);
    onChange(next);
  };
  const chosen = chosenCount(shown, withCategories);
  const panel = facets && (
    <FacetPanel
      facets={facets}
      filters={shown}
      withCategories={withCategories}
      onChange={choose}
      onClear={() => choose(withoutFacets(shown, !withCategories))}
    />
  );
  return (
    <div className="catalogue-faceted">
      <div className="catalogue-faceted-side">{panel}</div>
      <Stack gap="sm">
        <Group justify="space-between" align="end" gap="xs" wrap="wrap">
          <Text size="sm" c="gray.7" data-testid="catalogue-total" aria-live="polite">
            {total === undefined ? '\u00a0' : t('catalogueProductCount', { count: total })}
          </Text>
          <Group gap="xs" align="end" wrap="nowrap">
            <Button
              variant="default"
              className="catalogue-faceted-open"
              aria-haspopup="dialog"
              onClick={() => setDrawer('open')}
            >
              {chosen ? t('searchFiltersChosen', { count: chosen }) : t('searchFiltersOpen')}
            </Button>
            <NativeSelect
              label={t('catalogueSortBy')}
              value={shown.sort}
              data={sorts.map((sort) => ({ value: sort, label: t(sortKeys[sort]) }))}
              onChange={(event) => choose({ ...shown, page: 1, sort: event.currentTarget.value as ListSort })}
            />
          </Group>
        </Group>
        {children}
      </Stack>
      {drawer !== 'never' && (
        <Suspense fallback={null}>
          <FacetDrawer opened={drawer === 'open'} total={total} onClose={() => setDrawer('closed')}>
            {panel}
          </FacetDrawer>
        </Suspense>
      )}
    </div>
  );
}
