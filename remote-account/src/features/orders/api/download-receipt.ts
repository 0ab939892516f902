import { downloadFile, useMutation } from '@portal/shared';
import type { OrderSummary } from '@portal/shared/contract';

/** The order's receipt (PDF, in the reader's language), saved as receipt-<order number>.pdf. */
export const downloadReceipt = ({ id, orderNumber }: Pick<OrderSummary, 'id' | 'orderNumber'>) =>
  downloadFile(`/order/${id}/receipt`, `receipt-${orderNumber}.pdf`);
export const useDownloadReceipt = () => useMutation({ mutationFn: downloadReceipt });
