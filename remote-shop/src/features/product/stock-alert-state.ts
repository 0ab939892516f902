import type { StockState } from '@portal/shared/contract';

export type StockAlertState = 'hidden' | 'signIn' | 'subscribe' | 'subscribed';

/**
 * What the back-in-stock button shows for the chosen variant: nothing while none is chosen or it is in stock; a
 * guest is asked to sign in; a customer sets the alert, or sees it set and may cancel it.
 */
export const stockAlertState = ({
  variant,
  loggedIn,
  waitingFor,
}: {
  variant: { id: number; stock: number; stockState: StockState } | null;
  loggedIn: boolean;
  /** The product's variants the customer waits for (unknown while loading). */
  waitingFor: number[] | undefined;
}): StockAlertState => {
  if (!variant || (variant.stockState !== 'outOfStock' && variant.stock > 0)) return 'hidden';
  if (!loggedIn) return 'signIn';
  return waitingFor?.includes(variant.id) ? 'subscribed' : 'subscribe';
};
