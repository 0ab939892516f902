import { downloadFile, useMutation } from '@portal/shared';
import type { AdminOrderDetail } from '@portal/shared/contract';
import { staffApiBase } from '../../../common/staff-api';

/** The order's pick list (PDF, in the reader's language), saved as pick-list-<order number>.pdf. */
export const downloadPickList = ({ id, orderNumber }: Pick<AdminOrderDetail, 'id' | 'orderNumber'>) =>
  downloadFile(`/orders/${id}/pick-list.pdf`, `pick-list-${orderNumber}.pdf`, { baseURL: staffApiBase() });
export const useDownloadPickList = () => useMutation({ mutationFn: downloadPickList });
