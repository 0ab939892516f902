import type { DeliveryType, PaymentMethod } from '@portal/shared/contract';
import type { Db } from '../../../db/schema';
import { type Language, local } from '../../../platform/message-text';
import { variantNameSql } from '../cart/queries';
import type { StaffOrderService } from '../staff/orders/service';

/** What the warehouse and the driver need of an order: who, where, which goods; no prices but what to collect. */
export type PaperOrder = {
  orderNumber: string;
  createdAt: string;
  customer: { name: string; phone: string | null };
  deliveryType: DeliveryType;
  addressText: string | null;
  pickupSite: { name: string; address: string } | null;
  /** When a pickup order is collected. */
  pickupAt: string | null;
  paymentMethod: PaymentMethod;
  paymentStatus: 'unpaid' | 'paid';
  totalAmount: number;
  remark: string | null;
  lines: { sku: string; name: string; variant: string; quantity: number }[];
};

/** Any order, read for its papers in the reader's language (names from the catalogue while it has the variant). */
export const readPaperOrder = async (
  { db, staffOrders }: { db: Db; staffOrders: StaffOrderService },
  orderId: number,
  language: Language,
): Promise<PaperOrder> => {
  const order = await staffOrders.detail(orderId, language);
  const variantIds = order.lines.map((line) => line.variantId);
  const variants = variantIds.length
    ? await db
        .selectFrom('catalogue_variants as v')
        .innerJoin('catalogue_products as products', 'products.id', 'v.product_id')
        .select([
          'v.id',
          'v.sku',
          'products.name',
          'products.name_km',
          variantNameSql(language).as('variant'),
        ])
        .where('v.id', 'in', variantIds)
        .execute()
    : [];
  const byId = new Map(variants.map((variant) => [variant.id, variant]));
  return {
    orderNumber: order.orderNumber,
    createdAt: order.createdAt,
    customer: {
      name: `${order.customer.firstName} ${order.customer.lastName}`.trim(),
      phone: order.customer.phone,
    },
    deliveryType: order.deliveryType,
    addressText: order.addressText,
    pickupSite: order.pickupSite ? { name: order.pickupSite.name, address: order.pickupSite.address } : null,
    pickupAt: order.expectedDelivery.kind === 'pickup' ? order.expectedDelivery.at : null,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    totalAmount: order.totalAmount,
    remark: order.remark,
    lines: order.lines.map((line) => {
      const variant = byId.get(line.variantId);
      return {
        sku: variant?.sku ?? '',
        name: variant ? local(variant.name, variant.name_km, language) : line.name,
        variant: variant?.variant || line.variantName,
        quantity: line.quantity,
      };
    }),
  };
};
