import { api, queryOptions, useQuery } from '@portal/shared';
import { okEnvelope, paymentMethodListSchema } from '@portal/shared/contract';

export const getPaymentMethods = async () =>
  okEnvelope(paymentMethodListSchema).parse((await api.get('/payment/method')).data).data;
export const paymentMethodsQuery = () =>
  queryOptions({ queryKey: ['payment-methods'], queryFn: getPaymentMethods });
export const usePaymentMethods = () => useQuery(paymentMethodsQuery());
