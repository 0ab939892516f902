import { formatUsd } from '@portal/shared';
import type { SearchFacets as Facets } from '@portal/shared/contract';
import { Button, Group, Stack, Text } from '@portal/shared/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type FacetChoice, hasFacets, type SearchState } from '../search-params';

type Value = {
  key: string;
  label: string;
  count: number;
  choice: FacetChoice;
  chosen: boolean;
  indent?: boolean;
};

function FacetGroup({
  title,
  values,
  onChoose,
}: {
  title: string;
  values: Value[];
  onChoose: (c: FacetChoice) => void;
}) {
  if (values.length === 0) return null;
  return (
    <Stack gap={6} component="section" aria-label={title} className="search-facet">
      <Text fw={600} size="sm">
        {title}
      </Text>
      <Group gap={6} className="search-facet-values">
        {values.map((value) => (
          <Button
            key={value.key}
            size="compact-sm"
            variant={value.chosen ? 'filled' : 'default'}
            aria-pressed={value.chosen}
            className={value.indent ? 'search-facet-child' : undefined}
            onClick={() => onChoose(value.choice)}
          >
            {value.label} ({value.count})
          </Button>
        ))}
      </Group>
    </Stack>
  );
}

/** The facets of a search, each value with how many products choosing it shows; a chosen value is pressed. */
export function SearchFacets({
  facets,
  state,
  onChoose,
  onClear,
}: {
  facets: Facets;
  state: SearchState;
  onChoose: (choice: FacetChoice) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const priceLabel = (min: number, max: number | null): string =>
    max === null
      ? t('searchPriceOver', { min: formatUsd(min) })
      : min === 0
        ? t('searchPriceUnder', { max: formatUsd(max + 1) })
        : t('searchPriceBetween', { min: formatUsd(min), max: formatUsd(max) });
  const groups: [string, Value[]][] = [
    [
      t('catalogueCategory'),
      facets.categories.map((category) => ({
        key: String(category.id),
        label: category.name,
        count: category.count,
        choice: { categoryId: category.id },
        chosen: state.categoryId === category.id,
        indent: category.parentId !== null,
      })),
    ],
    [
      t('catalogueBrand'),
      facets.brands.map((brand) => ({
        key: String(brand.id),
        label: brand.name,
        count: brand.count,
        choice: { brandId: brand.id },
        chosen: state.brandId === brand.id,
      })),
    ],
    [
      t('searchFacetOrigin'),
      facets.origins.map((origin) => ({
        key: origin.value,
        label: origin.name,
        count: origin.count,
        choice: { origin: origin.value },
        chosen: state.origin === origin.value,
      })),
    ],
    [
      t('searchFacetPrice'),
      facets.prices.map(({ min, max, count }) => ({
        key: `${min}-${max}`,
        label: priceLabel(min, max),
        count,
        choice: max === null ? { minPrice: min } : { minPrice: min, maxPrice: max },
        chosen: state.minPrice === min && state.maxPrice === (max ?? undefined),
      })),
    ],
    [
      t('catalogueInStock'),
      facets.inStock > 0 || state.inStock
        ? [
            {
              key: 'inStock',
              label: t('catalogueInStockOnly'),
              count: facets.inStock,
              choice: { inStock: true },
              chosen: state.inStock,
            },
          ]
        : [],
    ],
  ];
  const clear: ReactNode = hasFacets(state) && (
    <Button variant="subtle" size="compact-sm" onClick={onClear}>
      {t('searchClearFilters')}
    </Button>
  );
  return (
    <Stack gap="md" component="aside" aria-label={t('searchFilters')} className="search-facets">
      <Group justify="space-between" gap="xs">
        <Text fw={700}>{t('searchFilters')}</Text>
        {clear}
      </Group>
      {groups.map(([title, values]) => (
        <FacetGroup key={title} title={title} values={values} onChoose={onChoose} />
      ))}
    </Stack>
  );
}
