import { type OrderDetail, orderStatusKey, paymentMethodKey, phnomPenhText } from '@portal/shared/contract';
import type { MessageParams } from '../../../platform/message-text';

type Line = OrderDetail['lines'][number];

/** What a receipt shows of an order. */
export type ReceiptOrder = Pick<
  OrderDetail,
  | 'orderNumber'
  | 'status'
  | 'paymentMethod'
  | 'paymentStatus'
  | 'deliveryType'
  | 'totalAmount'
  | 'createdAt'
  | 'couponCode'
  | 'paymentDetail'
> & { lines: Pick<Line, 'name' | 'variantName' | 'quantity' | 'unitPrice' | 'lineTotal'>[] };

export type ReceiptShop = { name: string; address: string | null; phone: string | null };

/** A message key's text in the reader's language. */
export type ReceiptText = (key: string, params?: MessageParams) => string;

type Row = { label: string; value: string };

export type ReceiptContent = {
  title: string;
  shop: string[];
  facts: Row[];
  columns: { item: string; quantity: string; unitPrice: string; amount: string };
  lines: { name: string; variant: string; quantity: string; unitPrice: string; amount: string }[];
  /** From the lines' sum to the total: subtotal, coupon, points, delivery fee. */
  sums: Row[];
  total: Row;
  /** What promotions took off the regular prices; already in the lines, so outside the sums. */
  savings: Row | null;
  thanks: string;
};

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const usd = (cents: number) => dollars.format(cents / 100);

/** The receipt of an order, in the words `text` gives; money in en-US dollars. */
export const receiptContent = (order: ReceiptOrder, shop: ReceiptShop, text: ReceiptText): ReceiptContent => {
  const money = order.paymentDetail;
  const goods = order.lines.reduce((sum, line) => sum + line.lineTotal, 0);
  const sums: Row[] = [{ label: text('cartSubtotal'), value: usd(goods) }];
  if (money.couponDiscountAmount > 0)
    sums.push({
      label: text('orderCouponDiscount', { code: order.couponCode ?? '' }).trim(),
      value: usd(-money.couponDiscountAmount),
    });
  if (money.pointsRedeemed > 0)
    sums.push({
      label: text('orderPointsDiscount', { points: money.pointsRedeemed }),
      value: usd(-money.pointsDiscountAmount),
    });
  if (order.deliveryType === 'delivery')
    sums.push({
      label: text('checkoutDeliveryFee'),
      value: money.deliveryFee > 0 ? usd(money.deliveryFee) : text('checkoutFree'),
    });

  return {
    title: text('receiptTitle'),
    shop: [
      shop.name,
      ...(shop.address ? [shop.address] : []),
      ...(shop.phone ? [text('receiptPhone', { phone: shop.phone })] : []),
    ],
    facts: [
      { label: text('receiptOrderNumber'), value: order.orderNumber },
      { label: text('receiptDate'), value: phnomPenhText(order.createdAt) },
      { label: text('receiptOrderStatus'), value: text(orderStatusKey(order.status)) },
      { label: text('checkoutPaymentMethod'), value: text(paymentMethodKey[order.paymentMethod]) },
      {
        label: text('orderPaymentState'),
        value: text(order.paymentStatus === 'paid' ? 'orderPaymentPaid' : 'orderPaymentUnpaid'),
      },
    ],
    columns: {
      item: text('receiptItem'),
      quantity: text('receiptQuantity'),
      unitPrice: text('receiptUnitPrice'),
      amount: text('receiptAmount'),
    },
    lines: order.lines.map((line) => ({
      name: line.name,
      variant: line.variantName,
      quantity: String(line.quantity),
      unitPrice: usd(line.unitPrice),
      amount: usd(line.lineTotal),
    })),
    sums,
    total: { label: text('cartTotal'), value: usd(order.totalAmount) },
    savings:
      money.totalDiscountAmount > 0
        ? { label: text('receiptPromotionSavings'), value: usd(money.totalDiscountAmount) }
        : null,
    thanks: text('receiptThanks'),
  };
};
