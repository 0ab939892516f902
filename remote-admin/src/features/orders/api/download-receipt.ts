import { downloadFile, useMutation } from '@portal/shared';
import type { AdminOrderDetail } from '@portal/shared/contract';
import { staffApiBase } from '../../../common/staff-api';

/** The order's receipt (PDF, in the reader's language), saved as receipt-<order number>.pdf. */
export const downloadReceipt = ({ id, orderNumber }: Pick<AdminOrderDetail, 'id' | 'orderNumber'>) =>
  downloadFile(`/orders/${id}/receipt`, `receipt-${orderNumber}.pdf`, { baseURL: staffApiBase() });
export const useDownloadReceipt = () => useMutation({ mutationFn: downloadReceipt });
