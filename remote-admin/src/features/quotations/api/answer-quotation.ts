import { useMutation, useQueryClient } from '@portal/shared';
import {
  type AdminQuotationAnswerBody,
  type AdminQuotationDeclineBody,
  adminQuotationSchema,
} from '@portal/shared/contract';
import { adminKeys } from '../../../common/query-keys';
import { staffApi } from '../../../common/staff-api';
import { quotationQuery } from './get-quotation';

export type QuotationReply =
  | { id: number; action: 'answer'; body: AdminQuotationAnswerBody }
  | { id: number; action: 'decline'; body: AdminQuotationDeclineBody };

/** Sends the quote (price in cents and a message) or declines with a reason; the customer is notified. */
export const answerQuotation = async ({ id, action, body }: QuotationReply) =>
  adminQuotationSchema.parse((await staffApi.post(`/quotations/${id}/${action}`, body)).data.data);

export const useAnswerQuotation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerQuotation,
    onSuccess: (quotation) => {
      queryClient.setQueryData(quotationQuery(quotation.id).queryKey, quotation);
      return queryClient.invalidateQueries({ queryKey: adminKeys.quotations });
    },
  });
};
