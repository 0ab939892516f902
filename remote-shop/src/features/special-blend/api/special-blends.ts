import { api, queryOptions, useMutation, useQuery, useQueryClient } from '@portal/shared';
import {
  expectedDeliverySchema,
  listEnvelope,
  okEnvelope,
  type SpecialBlendBody,
  specialBlendSchema,
} from '@portal/shared/contract';

export const getExpectedBlendDate = async () =>
  okEnvelope(expectedDeliverySchema).parse(
    (await api.get('/order/special-blend/get-expected-deliver-date')).data,
  ).data;
export const expectedBlendDateQuery = () =>
  queryOptions({ queryKey: ['special-blend', 'expected'], queryFn: getExpectedBlendDate });

export const listSpecialBlends = async () =>
  listEnvelope(specialBlendSchema).parse(
    (await api.get('/customer-special-blend/list', { params: { limit: 20 } })).data,
  ).data;
export const specialBlendsQuery = () =>
  queryOptions({ queryKey: ['special-blend', 'list'], queryFn: listSpecialBlends });
export const useSpecialBlends = (enabled: boolean) => useQuery({ ...specialBlendsQuery(), enabled });

export const requestSpecialBlend = async (body: SpecialBlendBody) =>
  okEnvelope(specialBlendSchema).parse((await api.post('/customer-special-blend', body)).data).data;
export const useRequestSpecialBlend = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: requestSpecialBlend,
    onSuccess: () => client.invalidateQueries({ queryKey: specialBlendsQuery().queryKey }),
  });
};
