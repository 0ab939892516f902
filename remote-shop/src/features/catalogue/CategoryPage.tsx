import { Link, useParams, useSearchParams } from '@portal/shared/router';
import { Alert, Anchor, Button, Group, NativeSelect, Stack, Text, TextInput } from '@portal/shared/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrands } from '../../common/catalogue/api/get-brands';
import { findCategory, useCategories } from '../../common/catalogue/api/get-categories';
import { useProducts } from '../../common/catalogue/api/get-products';
import { Breadcrumbs } from '../../common/catalogue/components/Breadcrumbs';
import { NamedHeading } from '../../common/catalogue/components/NamedHeading';
import { Pager } from '../../common/catalogue/components/Pager';
import { ProductGrid } from '../../common/catalogue/components/ProductGrid';
import {
  type CatalogueFilters,
  catalogueSorts,
  filtersFromSearch,
  filtersToSearch,
  pageCount,
  productQueryOf,
} from '../../common/catalogue/list-filters';
import '../../common/catalogue/catalogue.css';

const sortKey: Record<string, string> = {
  newest: 'catalogueSortNewest',
  priceAsc: 'catalogueSortPriceAsc',
  priceDesc: 'catalogueSortPriceDesc',
  name: 'catalogueSortName',
  bestSelling: 'catalogueSortBestSelling',
};

export default function CategoryPage() {
  const { t } = useTranslation();
  const categoryId = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const filters = filtersFromSearch(params);
  const categories = useCategories();
  const brands = useBrands();
  const products = useProducts(productQueryOf(categoryId, filters));
  const category = findCategory(categories.data, categoryId);
  const [prices, setPrices] = useState({
    min: filters.minPrice?.toString() ?? '',
    max: filters.maxPrice?.toString() ?? '',
  });

  const update = (change: Partial<CatalogueFilters>) =>
    setParams(filtersToSearch({ ...filters, page: 1, ...change }));
  const applyPrices = (event: FormEvent) => {
    event.preventDefault();
    const min = prices.min === '' ? undefined : Number(prices.min);
    const max = prices.max === '' ? undefined : Number(prices.max);
    const { minPrice: _min, maxPrice: _max, ...rest } = filters;
    update({
      ...rest,
      ...(min !== undefined && Number.isFinite(min) && min >= 0 ? { minPrice: min } : {}),
      ...(max !== undefined && Number.isFinite(max) && max >= 0 ? { maxPrice: max } : {}),
    });
  };

  if (categories.isSuccess && !category) {
    return (
      <Alert color="red" title={t('catalogueCategoryNotFound')}>
        <Anchor component={Link} to="/">
          {t('home')}
        </Anchor>
      </Alert>
    );
  }

  return (
    <Stack className="catalogue-page">
      <Breadcrumbs categoryId={categoryId} />
      <NamedHeading name={category?.name} />
      {category && category.children.length > 0 && (
        <Group gap="xs" component="nav" aria-label={t('catalogueSubCategories')}>
          {category.children.map((child) => (
            <Button
              key={child.id}
              component={Link}
              to={`/product/category/${child.id}`}
              variant="light"
              size="xs"
            >
              {child.name}
            </Button>
          ))}
        </Group>
      )}
      <Group align="end" gap="sm" wrap="wrap">
        <NativeSelect
          label={t('catalogueSortBy')}
          value={filters.sort}
          data={catalogueSorts.map((sort) => ({ value: sort, label: t(sortKey[sort] as string) }))}
          onChange={(event) => update({ sort: event.currentTarget.value as CatalogueFilters['sort'] })}
        />
        <NativeSelect
          label={t('catalogueBrand')}
          value={filters.brandId ? String(filters.brandId) : ''}
          data={[
            { value: '', label: t('catalogueAllBrands') },
            ...(brands.data ?? []).map((brand) => ({ value: String(brand.id), label: brand.name })),
          ]}
          onChange={(event) => {
            const { brandId: _brand, ...rest } = filters;
            const value = Number(event.currentTarget.value);
            update(value ? { ...rest, brandId: value } : rest);
          }}
        />
        <form onSubmit={applyPrices}>
          <Group align="end" gap="xs">
            <TextInput
              label={t('catalogueMinPrice')}
              type="number"
              min={0}
              step="0.01"
              w={110}
              value={prices.min}
              onChange={(event) => setPrices({ ...prices, min: event.currentTarget.value })}
            />
            <TextInput
              label={t('catalogueMaxPrice')}
              type="number"
              min={0}
              step="0.01"
              w={110}
              value={prices.max}
              onChange={(event) => setPrices({ ...prices, max: event.currentTarget.value })}
            />
            <Button type="submit" variant="default">
              {t('catalogueApply')}
            </Button>
          </Group>
        </form>
        <label style={{ display: 'flex', alignItems: 'center', gap: 6, minHeight: 36 }}>
          <input
            type="checkbox"
            checked={filters.inStock}
            onChange={(event) => update({ inStock: event.currentTarget.checked })}
          />
          {t('catalogueInStockOnly')}
        </label>
      </Group>
      <Text size="sm" c="gray.7" data-testid="catalogue-total">
        {products.data ? t('catalogueProductCount', { count: products.data.meta.total }) : '\u00a0'}
      </Text>
      <ProductGrid
        products={products.data?.items}
        loading={products.isPending}
        error={products.isError}
        onRetry={() => void products.refetch()}
        eagerCount={2}
      />
      <Pager
        page={filters.page}
        pages={pageCount(products.data?.meta.total ?? 0)}
        onPage={(page) => {
          setParams(filtersToSearch({ ...filters, page }));
          window.scrollTo({ top: 0 });
        }}
      />
    </Stack>
  );
}
