import type { Db } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { Config } from '../../platform/config';
import type { PaymentGateway } from '../../platform/payments/gateway';
import { createCartService } from './cart/service';
import { createCheckoutService } from './checkout/service';
import type { OrderMoves } from './orders/order-moves';
import { createPurchases } from './orders/purchases';
import { createOrderService } from './orders/service';
import { createOrderPapers } from './papers/service';
import { createReceiptService } from './receipts/service';
import { createSpecialBlendService } from './special-blends/service';
import { createStaffCouponService } from './staff/coupons/service';
import { createStaffOrderService } from './staff/orders/service';
import { createStaffQuotationService } from './staff/quotations/service';
import { createStaffSpecialBlendService } from './staff/special-blends/service';

/** Ordering: carts, checkout, orders and their payments, coupons, points, quotations and special blends. */
export const createOrdering = ({
  db,
  config,
  clock,
  gateway,
  orderMoves,
}: {
  db: Db;
  config: Config;
  clock: Clock;
  gateway: PaymentGateway;
  /** Moving an order along its statuses, a flow across domains (`flows/order-moves.ts`). */
  orderMoves: OrderMoves;
}) => {
  const orders = createOrderService({ db, clock, gateway, orderMoves });
  const adminOrders = createStaffOrderService({ db, clock, orders });
  return {
    carts: createCartService({ db, clock, config }),
    checkout: createCheckoutService({ db, clock, config }),
    orders,
    /** What a customer bought and received, asked by other modules (reviews). */
    purchases: createPurchases({ db }),
    receipts: createReceiptService({ db, orders }),
    specialBlends: createSpecialBlendService({ db, clock }),
    adminOrders,
    orderPapers: createOrderPapers({ db, staffOrders: adminOrders }),
    adminCoupons: createStaffCouponService({ db, clock }),
    adminQuotations: createStaffQuotationService({ db, clock }),
    adminSpecialBlends: createStaffSpecialBlendService({ db, clock }),
  };
};
