import type { PlaceOrder, PricedOrder } from './order-pricing';

/**
 * The rows a placed order writes, as plain values for `ordering_record_order` (migration 0363): the `orders` row
 * (its number is given when it is written) and its `order_lines`, each with the basket line it came from.
 */
export const orderRecord = ({
  userId,
  input,
  idempotencyKey,
  priced,
  now,
}: {
  userId: number;
  input: PlaceOrder;
  idempotencyKey: string;
  priced: PricedOrder;
  now: Date;
}) => {
  const { delivery, coupon, points } = priced;
  return {
    placed: {
      user_id: userId,
      source: input.source,
      status: priced.status,
      payment_method: input.paymentMethod,
      delivery_type: input.deliveryType,
      address_id: input.deliveryType === 'delivery' ? (input.addressId ?? null) : null,
      address_text: delivery.addressText,
      province_id: delivery.provinceId,
      pickup_place: delivery.pickupPlace,
      pickup_at: input.deliveryType === 'pickup' && input.pickupAt ? new Date(input.pickupAt) : null,
      distance_km: delivery.km,
      expected_delivery: JSON.stringify(delivery.expected),
      subtotal_cents: priced.regular,
      coupon_id: coupon.couponId,
      coupon_discount_cents: coupon.discount,
      points_redeemed: points.points,
      points_discount_cents: points.discount,
      delivery_fee_cents: delivery.fee,
      total_cents: priced.total,
      remark: input.remark ?? null,
      idempotency_key: idempotencyKey,
      created_at: now,
      updated_at: now,
    },
    lines: priced.lines.map((line) => ({
      cart_item_id: line.id,
      product_id: line.productId,
      variant_id: line.variantId,
      name: line.name,
      variant_label: line.variantName,
      quantity: line.quantity,
      unit_price_cents: line.unitPrice,
      line_total_cents: line.lineTotal,
    })),
  };
};
