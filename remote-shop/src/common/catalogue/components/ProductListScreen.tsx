import { PageHeading } from '@portal/shared';
import { useSearchParams } from '@portal/shared/router';
import { Stack } from '@portal/shared/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ProductPage } from '../api/get-products';
import { cataloguePageSize, pageCount } from '../list-filters';
import { Pager } from './Pager';
import { ProductGrid } from './ProductGrid';
import '../catalogue.css';

/** A titled, paged product list (top selection, best sellers, merchandise). */
export function ProductListScreen({
  titleKey,
  useList,
}: {
  titleKey: string;
  useList: (limit: number, offset: number) => UseQueryResult<ProductPage>;
}) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useList(cataloguePageSize, (page - 1) * cataloguePageSize);
  return (
    <Stack>
      <PageHeading titleKey={titleKey} />
      <ProductGrid
        products={list.data?.items}
        loading={list.isPending}
        error={list.isError}
        onRetry={() => void list.refetch()}
        eagerCount={4}
      />
      <Pager
        page={page}
        pages={pageCount(list.data?.meta.total ?? 0)}
        onPage={(next) => {
          setParams(next > 1 ? { page: String(next) } : {});
          window.scrollTo({ top: 0 });
        }}
      />
    </Stack>
  );
}
