import { downloadFile, useMutation } from '@portal/shared';
import type { AdminOrderDetail } from '@portal/shared/contract';
import { staffApiBase } from '../../../common/staff-api';

/** The PDFs of an order, each in the reader's language: the staff API's path and the saved file's name. */
const papers = {
  receipt: { path: 'receipt', file: 'receipt' },
  pickList: { path: 'pick-list.pdf', file: 'pick-list' },
  deliveryNote: { path: 'delivery-note.pdf', file: 'delivery-note' },
} as const;
export type OrderPaper = keyof typeof papers;

/** Saves one paper of the order as <paper>-<order number>.pdf. */
export const downloadOrderPaper = (
  paper: OrderPaper,
  { id, orderNumber }: Pick<AdminOrderDetail, 'id' | 'orderNumber'>,
) =>
  downloadFile(`/orders/${id}/${papers[paper].path}`, `${papers[paper].file}-${orderNumber}.pdf`, {
    baseURL: staffApiBase(),
  });
export const useDownloadOrderPaper = (paper: OrderPaper) =>
  useMutation({ mutationFn: (order: AdminOrderDetail) => downloadOrderPaper(paper, order) });
