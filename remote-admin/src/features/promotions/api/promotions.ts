import { queryOptions, useMutation, useQuery, useQueryClient } from '@portal/shared';
import {
  type AdminPromotionBody,
  type AdminPromotionStatus,
  adminPackagePromotionSchema,
  adminProductDetailSchema,
  adminProductSummarySchema,
  adminPromotionBodySchema,
  adminPromotionDetailSchema,
  adminPromotionSummarySchema,
  listEnvelope,
} from '@portal/shared/contract';
import { adminKeys } from '../../../common/query-keys';
import { staffApi } from '../../../common/staff-api';

export const getPromotions = async (status: AdminPromotionStatus) =>
  listEnvelope(adminPromotionSummarySchema).parse(
    (await staffApi.get('/promotions', { params: { status, limit: 100 } })).data,
  ).data;
export const usePromotions = (status: AdminPromotionStatus) =>
  useQuery(
    queryOptions({ queryKey: [...adminKeys.promotions, status], queryFn: () => getPromotions(status) }),
  );

export const getPromotion = async (id: number) =>
  adminPromotionDetailSchema.parse((await staffApi.get(`/promotions/${id}`)).data.data);
export const usePromotion = (id: number | null) =>
  useQuery(
    queryOptions({
      queryKey: [...adminKeys.promotions, 'one', id],
      queryFn: () => getPromotion(id as number),
      enabled: id !== null,
    }),
  );

export const getPackagePromotions = async () =>
  listEnvelope(adminPackagePromotionSchema).parse((await staffApi.get('/package-promotions')).data).data;
export const usePackagePromotions = () =>
  useQuery(queryOptions({ queryKey: [...adminKeys.promotions, 'packages'], queryFn: getPackagePromotions }));

/** Products found by name or SKU, to add to a promotion. */
export const searchProducts = async (search: string) =>
  listEnvelope(adminProductSummarySchema).parse(
    (await staffApi.get('/products', { params: { search, limit: 10 } })).data,
  ).data;
export const useProductSearch = (search: string) =>
  useQuery(
    queryOptions({
      queryKey: [...adminKeys.promotionProductSearch, search],
      queryFn: () => searchProducts(search),
      enabled: search.trim().length > 1,
    }),
  );

/** A product's variants and regular prices, for the promotion price grid. */
export const getProductForPromotion = async (id: number) =>
  adminProductDetailSchema.parse((await staffApi.get(`/products/${id}`)).data.data);

export const savePromotion = async ({ id, body }: { id: number | null; body: AdminPromotionBody }) => {
  const valid = adminPromotionBodySchema.parse(body);
  const answer = id
    ? await staffApi.put(`/promotions/${id}`, valid)
    : await staffApi.post('/promotions', valid);
  return adminPromotionDetailSchema.parse(answer.data.data);
};

export const endPromotion = async (id: number) =>
  adminPromotionDetailSchema.parse((await staffApi.post(`/promotions/${id}/end`)).data.data);

export const useSavePromotion = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePromotion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.promotions }),
  });
};

export const useEndPromotion = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endPromotion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.promotions }),
  });
};
