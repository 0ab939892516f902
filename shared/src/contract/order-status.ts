import { z } from 'zod';

/** The twelve order statuses of spec section 4, as stored and sent. */
export const orderStatuses = [
  'pending',
  'pending_delivery',
  'on_delivery',
  'delivered',
  'completed',
  'closed',
  'canceled',
  'rejected',
  'paid_pending_delivery',
  'delivered_pending_payment',
  'on_delivery_pending_payment',
  'waiting_for_payment',
] as const;
export const orderStatusSchema = z.enum(orderStatuses, { error: 'orderInvalidStatus' });
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const paymentMethods = ['cash_on_delivery', 'credit_line', 'online_bank', 'card'] as const;
export const paymentMethodSchema = z.enum(paymentMethods, { error: 'orderPaymentMethodIsRequired' });
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** Who may move an order: the buyer, the payment gateway's signed confirmation, or the shop's staff. */
export const orderActorSchema = z.enum(['customer', 'gateway', 'staff']);
export type OrderActor = z.infer<typeof orderActorSchema>;

export type OrderTransition = { from: OrderStatus; to: OrderStatus; by: OrderActor };

const move = (from: OrderStatus, to: OrderStatus, by: OrderActor): OrderTransition => ({ from, to, by });

/** Final statuses: nothing leaves them. */
export const finalOrderStatuses: readonly OrderStatus[] = ['closed', 'canceled', 'rejected'];

/** Bank and card payments both wait for the gateway's confirmation, then travel as paid. */
const paidThroughGateway: readonly OrderTransition[] = [
  move('waiting_for_payment', 'paid_pending_delivery', 'gateway'),
  move('waiting_for_payment', 'canceled', 'customer'),
  move('waiting_for_payment', 'canceled', 'staff'),
  move('paid_pending_delivery', 'on_delivery', 'staff'),
  move('paid_pending_delivery', 'rejected', 'staff'),
  move('on_delivery', 'delivered', 'staff'),
  move('delivered', 'completed', 'staff'),
  move('completed', 'closed', 'staff'),
];

/**
 * Allowed moves per payment method. Cash is collected at the door, so a cash order travels through the
 * "pending payment" statuses; an online (bank or card) order waits for the gateway, then travels as paid; a
 * credit-line order travels as delivered goods and is settled later by the shop (completed).
 */
export const orderTransitions: Record<PaymentMethod, readonly OrderTransition[]> = {
  cash_on_delivery: [
    move('pending', 'pending_delivery', 'staff'),
    move('pending', 'rejected', 'staff'),
    move('pending', 'canceled', 'customer'),
    move('pending_delivery', 'on_delivery_pending_payment', 'staff'),
    move('pending_delivery', 'canceled', 'staff'),
    move('on_delivery_pending_payment', 'delivered_pending_payment', 'staff'),
    move('delivered_pending_payment', 'completed', 'staff'),
    move('completed', 'closed', 'staff'),
  ],
  credit_line: [
    move('pending', 'pending_delivery', 'staff'),
    move('pending', 'rejected', 'staff'),
    move('pending', 'canceled', 'customer'),
    move('pending_delivery', 'on_delivery', 'staff'),
    move('pending_delivery', 'canceled', 'staff'),
    move('on_delivery', 'delivered', 'staff'),
    move('delivered', 'completed', 'staff'),
    move('completed', 'closed', 'staff'),
  ],
  online_bank: [
    ...paidThroughGateway,
    // A bank transfer the gateway did not report is marked received by staff once it is on the statement.
    move('waiting_for_payment', 'paid_pending_delivery', 'staff'),
  ],
  card: paidThroughGateway,
};

/** The status a new order starts in. */
export const initialOrderStatus = (method: PaymentMethod): OrderStatus =>
  method === 'online_bank' || method === 'card' ? 'waiting_for_payment' : 'pending';

export const canTransition = (method: PaymentMethod, from: OrderStatus, to: OrderStatus, by: OrderActor) =>
  orderTransitions[method].some((move) => move.from === from && move.to === to && move.by === by);

/** Statuses an order of this method can reach next (by anyone, or by `by` alone). */
export const nextOrderStatuses = (
  method: PaymentMethod,
  from: OrderStatus,
  by?: OrderActor,
): OrderStatus[] => [
  ...new Set(
    orderTransitions[method]
      .filter((move) => move.from === from && (!by || move.by === by))
      .map((move) => move.to),
  ),
];

/** Statuses whose order still owes money on the credit line (counted against available credit). */
export const creditHoldingStatuses: readonly OrderStatus[] = [
  'pending',
  'pending_delivery',
  'on_delivery',
  'delivered',
];

/** Translation key of a status label: `orderStatusPendingDelivery`. */
export const orderStatusKey = (status: OrderStatus) =>
  `orderStatus${status
    .split('_')
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join('')}`;

/** Translation key of a payment method's name (the checkout's words). */
export const paymentMethodKey: Record<PaymentMethod, string> = {
  cash_on_delivery: 'checkoutCashOnDelivery',
  credit_line: 'checkoutCreditLine',
  online_bank: 'checkoutOnlineBank',
  card: 'checkoutCard',
};
