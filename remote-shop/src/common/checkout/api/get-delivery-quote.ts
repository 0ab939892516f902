import { api, cartKeys, queryOptions, useQuery } from '@portal/shared';
import { type CartTarget, deliveryQuoteSchema, okEnvelope } from '@portal/shared/contract';

/** GET zone-to-geo-zone: fee and expected delivery to an address. */
export const getDeliveryQuote = async (addressId: number, source: CartTarget) =>
  okEnvelope(deliveryQuoteSchema).parse(
    (await api.get('/zone-to-geo-zone', { params: { addressId, source } })).data,
  ).data;
export const deliveryQuoteQuery = (addressId: number, source: CartTarget) =>
  queryOptions({
    queryKey: cartKeys.deliveryQuote(source, addressId),
    queryFn: () => getDeliveryQuote(addressId, source),
  });
export const useDeliveryQuote = (addressId: number | null, source: CartTarget) =>
  useQuery({ ...deliveryQuoteQuery(addressId ?? 0, source), enabled: addressId !== null });
