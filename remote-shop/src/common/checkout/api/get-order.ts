import { orderQuery, useQuery } from '@portal/shared';

/** While an online payment is awaited the order is read again every 3 s, until the gateway's confirmation lands. */
export const useOrder = (id: number) =>
  useQuery({
    ...orderQuery(id),
    refetchInterval: (query) => (query.state.data?.status === 'waiting_for_payment' ? 3_000 : false),
  });
