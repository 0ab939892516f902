import { api, queryOptions, useQuery } from '@portal/shared';
import type { Brand } from '@portal/shared/contract';

export const getBrands = async (): Promise<Brand[]> => (await api.get<{ data: Brand[] }>('/brand')).data.data;
export const brandsQuery = () => queryOptions({ queryKey: ['brands'], queryFn: getBrands });
export const useBrands = () => useQuery(brandsQuery());
