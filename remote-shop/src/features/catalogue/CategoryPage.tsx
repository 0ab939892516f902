import { Link, useParams, useSearchParams } from '@portal/shared/router';
import { Alert, Anchor, Button, Group, Stack } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import { findCategory, useCategories } from '../../common/catalogue/api/get-categories';
import { useProducts } from '../../common/catalogue/api/get-products';
import { Breadcrumbs } from '../../common/catalogue/components/Breadcrumbs';
import { FacetedList } from '../../common/catalogue/components/FacetedList';
import { NamedHeading } from '../../common/catalogue/components/NamedHeading';
import { Pager } from '../../common/catalogue/components/Pager';
import { ProductGrid } from '../../common/catalogue/components/ProductGrid';
import {
  catalogueSorts,
  filtersFromSearch,
  filtersToSearch,
  pageCount,
  productQueryOf,
} from '../../common/catalogue/list-filters';
import '../../common/catalogue/catalogue.css';

/** A category's products (its sub-categories' too) with the facets and sort a buyer narrows them by, in the URL. */
export default function CategoryPage() {
  const { t } = useTranslation();
  const categoryId = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const filters = filtersFromSearch(params);
  const categories = useCategories();
  const products = useProducts(productQueryOf(categoryId, filters));
  const category = findCategory(categories.data, categoryId);

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
      <FacetedList
        facets={products.data?.meta.facets}
        total={products.data?.meta.total}
        filters={filters}
        sorts={catalogueSorts}
        withCategories={false}
        onChange={(next) => setParams(filtersToSearch(next))}
      >
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
      </FacetedList>
    </Stack>
  );
}
