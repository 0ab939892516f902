import { cancelOrder, useMutation } from '@portal/shared';

/** The customer's cancel: the order, the lists, the points and the account read again. */
export const useCancelOrder = () => useMutation({ mutationFn: cancelOrder });
