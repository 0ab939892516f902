import { downloadFile, useMutation } from '@portal/shared';
import type { AdminOrderDetail } from '@portal/shared/contract';
import { staffApiBase } from '../../../common/staff-api';

/** The order's delivery note (PDF, in the reader's language), saved as delivery-note-<order number>.pdf. */
export const downloadDeliveryNote = ({ id, orderNumber }: Pick<AdminOrderDetail, 'id' | 'orderNumber'>) =>
  downloadFile(`/orders/${id}/delivery-note.pdf`, `delivery-note-${orderNumber}.pdf`, {
    baseURL: staffApiBase(),
  });
export const useDownloadDeliveryNote = () => useMutation({ mutationFn: downloadDeliveryNote });
