import { queryOptions, useQuery } from '@portal/shared';
import { type AdminProductQuery, adminProductSummarySchema, listEnvelope } from '@portal/shared/contract';
import { adminKeys } from '../../../common/query-keys';
import { staffApi } from '../../../common/staff-api';

const answerSchema = listEnvelope(adminProductSummarySchema);

export type ProductFilter = {
  search: string;
  categoryId: string;
  status: NonNullable<AdminProductQuery['status']> | '';
  offset: number;
};

/** Only the filters that are set go into the query, 20 to a page. */
export const productListParams = ({ offset, ...filters }: ProductFilter) => ({
  limit: 20,
  offset,
  ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value.trim() !== '')),
});

export const getProducts = async (filter: ProductFilter) =>
  answerSchema.parse((await staffApi.get('/products', { params: productListParams(filter) })).data);

export const productsQuery = (filter: ProductFilter) =>
  queryOptions({ queryKey: [...adminKeys.products, 'list', filter], queryFn: () => getProducts(filter) });
export const useProducts = (filter: ProductFilter) => useQuery(productsQuery(filter));
