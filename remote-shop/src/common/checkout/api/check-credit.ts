import { api, queryOptions, useQuery } from '@portal/shared';
import { creditAvailabilitySchema, okEnvelope } from '@portal/shared/contract';

export const checkCredit = async (amount: number) =>
  okEnvelope(creditAvailabilitySchema).parse(
    (await api.get('/credit-line/check-availability', { params: { amount } })).data,
  ).data;
export const creditQuery = (amount: number) =>
  queryOptions({ queryKey: ['credit-line', amount], queryFn: () => checkCredit(amount) });
export const useCredit = (amount: number, enabled: boolean) => useQuery({ ...creditQuery(amount), enabled });
