import { formatUsd } from '@portal/shared';
import type { SearchFacets } from '@portal/shared/contract';
import { Button, Group, Stack, Text } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import {
  chosenCount,
  type ListFilters,
  toggleCategory,
  togglePrice,
  toggleValue,
  type ValueFacet,
} from '../facet-filters';
import { facetValueKeys } from '../facet-value-keys';

type Tick = { value: string; label: string; count: number };

/** A facet whose values are ticked, any of them found: a group of checkboxes, each with what ticking it shows. */
function CheckboxGroup({
  title,
  facet,
  values,
  filters,
  onChange,
}: {
  title: string;
  facet: ValueFacet;
  values: Tick[];
  filters: ListFilters;
  onChange: (next: ListFilters) => void;
}) {
  if (values.length === 0) return null;
  return (
    <fieldset className="catalogue-facet">
      <legend>{title}</legend>
      {values.map((tick) => (
        <label key={tick.value} className="catalogue-facet-check">
          <input
            type="checkbox"
            checked={filters[facet].includes(tick.value)}
            onChange={() => onChange(toggleValue(filters, facet, tick.value))}
          />
          <span className="catalogue-facet-label">{tick.label}</span>{' '}
          <span className="catalogue-facet-count">({tick.count})</span>
        </label>
      ))}
    </fieldset>
  );
}

/** A facet with one choice at a time (a category, a price range): pressed buttons. */
function ChoiceGroup({
  title,
  choices,
}: {
  title: string;
  choices: {
    key: string;
    label: string;
    count: number;
    chosen: boolean;
    child?: boolean;
    choose: () => void;
  }[];
}) {
  if (choices.length === 0) return null;
  return (
    <Stack gap={6} component="section" aria-label={title} className="catalogue-facet">
      <Text fw={600} size="sm">
        {title}
      </Text>
      <Group gap={6} className="catalogue-facet-choices">
        {choices.map((choice) => (
          <Button
            key={choice.key}
            size="compact-sm"
            variant={choice.chosen ? 'filled' : 'default'}
            aria-pressed={choice.chosen}
            className={choice.child ? 'catalogue-facet-child' : undefined}
            onClick={choice.choose}
          >
            {choice.label} ({choice.count})
          </Button>
        ))}
      </Group>
    </Stack>
  );
}

/**
 * A product list's facets, each value with how many products choosing it shows (the other choices applied), and a
 * control that takes every choice back. `withCategories` lists the categories (a search; a category page is one).
 */
export function FacetPanel({
  facets,
  filters,
  withCategories,
  onChange,
  onClear,
}: {
  facets: SearchFacets;
  filters: ListFilters;
  withCategories: boolean;
  onChange: (next: ListFilters) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const named = (values: { value: string; count: number }[], keys: Record<string, string>): Tick[] =>
    values.map(({ value, count }) => ({ value, count, label: keys[value] ? t(keys[value]) : value }));
  const priceLabel = (min: number, max: number | null): string =>
    max === null
      ? t('searchPriceOver', { min: formatUsd(min) })
      : min === 0
        ? t('searchPriceUnder', { max: formatUsd(max + 1) })
        : t('searchPriceBetween', { min: formatUsd(min), max: formatUsd(max) });
  const checkboxes: [string, ValueFacet, Tick[]][] = [
    [t('searchFacetRoast'), 'roast', named(facets.roasts, facetValueKeys.roast)],
    [t('searchFacetGrind'), 'grind', named(facets.grinds, facetValueKeys.grind)],
    [
      t('searchFacetOrigin'),
      'origin',
      facets.origins.map(({ value, name, count }) => ({ value, count, label: name })),
    ],
    [
      t('catalogueBrand'),
      'brandId',
      facets.brands.map(({ id, name, count }) => ({ value: String(id), count, label: name })),
    ],
    [t('searchFacetType'), 'type', named(facets.types, facetValueKeys.type)],
  ];

  return (
    <Stack gap="md" component="aside" aria-label={t('searchFilters')} className="catalogue-facets">
      <Group justify="space-between" gap="xs">
        <Text fw={700}>{t('searchFilters')}</Text>
        {chosenCount(filters, withCategories) > 0 && (
          <Button variant="subtle" size="compact-sm" onClick={onClear}>
            {t('searchClearFilters')}
          </Button>
        )}
      </Group>
      {withCategories && (
        <ChoiceGroup
          title={t('catalogueCategory')}
          choices={facets.categories.map((category) => ({
            key: String(category.id),
            label: category.name,
            count: category.count,
            chosen: filters.categoryId === category.id,
            child: category.parentId !== null,
            choose: () => onChange(toggleCategory(filters, category.id)),
          }))}
        />
      )}
      {checkboxes.map(([title, facet, values]) => (
        <CheckboxGroup
          key={facet}
          title={title}
          facet={facet}
          values={values}
          filters={filters}
          onChange={onChange}
        />
      ))}
      <ChoiceGroup
        title={t('searchFacetPrice')}
        choices={facets.prices.map(({ min, max, count }) => ({
          key: `${min}-${max}`,
          label: priceLabel(min, max),
          count,
          chosen: filters.minPrice === min && filters.maxPrice === (max ?? undefined),
          choose: () => onChange(togglePrice(filters, min, max)),
        }))}
      />
      {(facets.inStock > 0 || filters.inStock) && (
        <fieldset className="catalogue-facet">
          <legend>{t('catalogueInStock')}</legend>
          <label className="catalogue-facet-check">
            <input
              type="checkbox"
              checked={filters.inStock}
              onChange={() => onChange({ ...filters, page: 1, inStock: !filters.inStock })}
            />
            <span className="catalogue-facet-label">{t('catalogueInStockOnly')}</span>{' '}
            <span className="catalogue-facet-count">({facets.inStock})</span>
          </label>
        </fieldset>
      )}
    </Stack>
  );
}
