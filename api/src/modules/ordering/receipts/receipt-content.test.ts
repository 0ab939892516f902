import { describe, expect, it } from '@jest/globals';
import { renderMessage } from '../../../platform/message-text';
import { type ReceiptOrder, receiptContent } from './receipt-content';

const shop = { name: 'Coffee Portal', address: 'No. 21, Street 294, Phnom Penh', phone: '023 900 111' };

const order = (overrides: Partial<ReceiptOrder> = {}): ReceiptOrder => ({
  orderNumber: 'CP-000042',
  status: 'pending',
  paymentMethod: 'cash_on_delivery',
  paymentStatus: 'unpaid',
  deliveryType: 'delivery',
  totalAmount: 2_150,
  createdAt: '2026-03-04T23:30:00.000Z',
  couponCode: null,
  lines: [
    { name: 'House blend', variantName: '1 kg', quantity: 2, unitPrice: 800, lineTotal: 1_600 },
    { name: 'Milk jug', variantName: '', quantity: 1, unitPrice: 550, lineTotal: 550 },
  ],
  paymentDetail: {
    subtotalAmount: 2_150,
    totalDiscountAmount: 0,
    totalAmount: 2_150,
    couponDiscountAmount: 0,
    pointsRedeemed: 0,
    pointsDiscountAmount: 0,
    deliveryFee: 0,
  },
  ...overrides,
});

const english = (key: string, params: Record<string, string | number> = {}) =>
  renderMessage(key, params, 'en');
const khmer = (key: string, params: Record<string, string | number> = {}) => renderMessage(key, params, 'km');

describe('a receipt', () => {
  it('lists each line with its name, variant, quantity, unit price and line total in dollars', () => {
    const content = receiptContent(order(), shop, english);
    expect(content.lines).toEqual([
      { name: 'House blend', variant: '1 kg', quantity: '2', unitPrice: '$8.00', amount: '$16.00' },
      { name: 'Milk jug', variant: '', quantity: '1', unitPrice: '$5.50', amount: '$5.50' },
    ]);
  });

  it('adds up: the lines, less coupon and points, plus delivery, make the total', () => {
    const content = receiptContent(
      order({
        couponCode: 'WELCOME5',
        totalAmount: 1_945,
        paymentDetail: {
          subtotalAmount: 2_550,
          totalDiscountAmount: 400,
          totalAmount: 1_945,
          couponDiscountAmount: 500,
          pointsRedeemed: 5,
          pointsDiscountAmount: 5,
          deliveryFee: 300,
        },
      }),
      shop,
      english,
    );
    expect(content.sums).toEqual([
      { label: 'Subtotal', value: '$21.50' },
      { label: 'Coupon WELCOME5', value: '-$5.00' },
      { label: 'Reward points (5)', value: '-$0.05' },
      { label: 'Delivery fee', value: '$3.00' },
    ]);
    expect(content.total).toEqual({ label: 'Total', value: '$19.45' });
    expect(content.savings).toEqual({ label: 'Promotion savings (already in the prices)', value: '$4.00' });
  });

  it('leaves out discounts that did not apply, reads a free delivery as Free and a pickup without one', () => {
    expect(receiptContent(order(), shop, english).sums).toEqual([
      { label: 'Subtotal', value: '$21.50' },
      { label: 'Delivery fee', value: 'Free' },
    ]);
    const pickup = receiptContent(order({ deliveryType: 'pickup' }), shop, english);
    expect(pickup.sums).toEqual([{ label: 'Subtotal', value: '$21.50' }]);
    expect(pickup.savings).toBeNull();
  });

  it('names the shop, the order, its Phnom Penh date, status and payment', () => {
    const content = receiptContent(
      order({ status: 'paid_pending_delivery', paymentMethod: 'online_bank', paymentStatus: 'paid' }),
      shop,
      english,
    );
    expect(content.title).toBe('Receipt');
    expect(content.shop).toEqual(['Coffee Portal', 'No. 21, Street 294, Phnom Penh', 'Tel. 023 900 111']);
    expect(content.facts).toEqual([
      { label: 'Order number', value: 'CP-000042' },
      { label: 'Date', value: '05-03-2026 06:30' },
      { label: 'Order status', value: 'Paid, pending delivery' },
      { label: 'Payment method', value: 'Online bank (KHQR)' },
      { label: 'Payment state', value: 'Paid' },
    ]);
  });

  it('speaks Khmer to a Khmer reader', () => {
    const content = receiptContent(order(), { ...shop, address: null, phone: null }, khmer);
    expect(content.title).toBe('បង្កាន់ដៃ');
    expect(content.total.label).toBe('សរុប');
    expect(content.facts[2]).toEqual({ label: 'ស្ថានភាពការបញ្ជាទិញ', value: 'កំពុងរង់ចាំ' });
    expect(content.shop).toEqual(['Coffee Portal']);
  });
});
