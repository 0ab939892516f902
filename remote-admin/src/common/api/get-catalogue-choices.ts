import { queryOptions, useQuery } from '@portal/shared';
import { type AdminCatalogueChoices, adminCatalogueChoicesSchema } from '@portal/shared/contract';
import { staffApi } from '../staff-api';

export const getCatalogueChoices = async (): Promise<AdminCatalogueChoices> =>
  adminCatalogueChoicesSchema.parse((await staffApi.get('/catalogue-choices')).data.data);
export const catalogueChoicesQuery = () =>
  queryOptions({
    queryKey: ['admin', 'catalogue-choices'],
    queryFn: getCatalogueChoices,
    staleTime: 5 * 60_000,
  });
export const useCatalogueChoices = () => useQuery(catalogueChoicesQuery());
