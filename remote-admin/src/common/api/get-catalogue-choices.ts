import { queryOptions, useQuery } from '@portal/shared';
import { type AdminCatalogueChoices, adminCatalogueChoicesSchema } from '@portal/shared/contract';
import { adminKeys } from '../query-keys';
import { staffApi } from '../staff-api';

export const getCatalogueChoices = async (): Promise<AdminCatalogueChoices> =>
  adminCatalogueChoicesSchema.parse((await staffApi.get('/catalogue-choices')).data.data);
export const catalogueChoicesQuery = () =>
  queryOptions({
    queryKey: adminKeys.catalogueChoices,
    queryFn: getCatalogueChoices,
    staleTime: 5 * 60_000,
  });
export const useCatalogueChoices = () => useQuery(catalogueChoicesQuery());
