import { api, useMutation } from '@portal/shared';
import { type Quotation, type QuotationBody, quotationSchema } from '@portal/shared/contract';

export const requestQuote = async (body: QuotationBody): Promise<Quotation> =>
  quotationSchema.parse((await api.post('/quotation', body)).data.data);
export const useRequestQuote = () => useMutation({ mutationFn: requestQuote });
