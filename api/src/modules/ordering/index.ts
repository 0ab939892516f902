import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/schema';
import type { AppDeps, StaffDeps } from '../../deps';
import type { Clock } from '../../platform/clock';
import type { Config } from '../../platform/config';
import type { PaymentGateway } from '../../platform/payments/gateway';
import { cartRoutes } from './cart/routes';
import { createCartService } from './cart/service';
import { checkoutRoutes } from './checkout/routes';
import { createCheckoutService } from './checkout/service';
import { createPurchases } from './orders/purchases';
import { orderRoutes } from './orders/routes';
import { createOrderService, type StockChanged } from './orders/service';
import { createOrderPapers } from './papers/service';
import { adminOrderPaperRoutes } from './papers/staff-routes';
import { paymentCallbackRoutes, sandboxGatewayRoutes } from './payments/routes';
import { pointRoutes } from './points/routes';
import { quotationRoutes } from './quotations/routes';
import { receiptRoutes } from './receipts/routes';
import { createReceiptService } from './receipts/service';
import { adminReceiptRoutes } from './receipts/staff-routes';
import { specialBlendRoutes } from './special-blends/routes';
import { createSpecialBlendService } from './special-blends/service';
import { adminCouponExportRoutes } from './staff/coupons/export-routes';
import { adminCouponRoutes } from './staff/coupons/routes';
import { createStaffCouponService } from './staff/coupons/service';
import { adminOrderRoutes } from './staff/orders/routes';
import { createStaffOrderService } from './staff/orders/service';
import { adminQuotationRoutes } from './staff/quotations/routes';
import { createStaffQuotationService } from './staff/quotations/service';
import { adminSpecialBlendRoutes } from './staff/special-blends/routes';
import { createStaffSpecialBlendService } from './staff/special-blends/service';

export { usedCreditSql } from './checkout/service';
export { searchOrders } from './staff/orders/search';

/** Ordering: carts, checkout, orders and their payments, coupons, points, quotations and special blends. */
export const createOrdering = ({
  db,
  config,
  clock,
  gateway,
  onStockChanged,
}: {
  db: Db;
  config: Config;
  clock: Clock;
  gateway: PaymentGateway;
  onStockChanged: StockChanged;
}) => {
  const orders = createOrderService({ db, clock, config, gateway, onStockChanged });
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

export const orderingRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  await app.register(quotationRoutes, deps);
  await app.register(cartRoutes, deps);
  await app.register(checkoutRoutes, deps);
  await app.register(orderRoutes, deps);
  await app.register(receiptRoutes, deps);
  await app.register(pointRoutes, deps);
  await app.register(specialBlendRoutes, deps);
  await app.register(paymentCallbackRoutes, deps);
  if (deps.config.env !== 'production') await app.register(sandboxGatewayRoutes, deps);
};

export const orderingStaffRoutes: FastifyPluginAsync<StaffDeps> = async (app, deps) => {
  await app.register(adminOrderRoutes, deps);
  await app.register(adminReceiptRoutes, deps);
  await app.register(adminOrderPaperRoutes, deps);
  await app.register(adminCouponRoutes, deps);
  await app.register(adminCouponExportRoutes, deps);
  await app.register(adminQuotationRoutes, deps);
  await app.register(adminSpecialBlendRoutes, deps);
};
