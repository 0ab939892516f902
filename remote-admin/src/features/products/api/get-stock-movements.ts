import { queryOptions, useQuery } from '@portal/shared';
import { adminStockMovementSchema, listEnvelope } from '@portal/shared/contract';
import { adminKeys } from '../../../common/query-keys';
import { staffApi } from '../../../common/staff-api';

const answerSchema = listEnvelope(adminStockMovementSchema);

export const stockMovementsKey = (variantId: number) => [...adminKeys.stockMovements, variantId] as const;

/** The newest adjustments of a variant. */
export const getStockMovements = async (variantId: number) =>
  answerSchema.parse(
    (await staffApi.get(`/variants/${variantId}/stock-movements`, { params: { limit: 5 } })).data,
  );

export const stockMovementsQuery = (variantId: number) =>
  queryOptions({ queryKey: stockMovementsKey(variantId), queryFn: () => getStockMovements(variantId) });
export const useStockMovements = (variantId: number) => useQuery(stockMovementsQuery(variantId));
