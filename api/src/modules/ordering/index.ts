import type { FastifyPluginAsync } from 'fastify';
import { cartRoutes } from './cart/routes';
import { checkoutRoutes } from './checkout/routes';
import { orderRoutes } from './orders/routes';
import { adminOrderPaperRoutes } from './papers/staff-routes';
import { paymentCallbackRoutes, sandboxGatewayRoutes } from './payments/routes';
import { pointRoutes } from './points/routes';
import { quotationRoutes } from './quotations/routes';
import { receiptRoutes } from './receipts/routes';
import { adminReceiptRoutes } from './receipts/staff-routes';
import type { OrderingDeps, OrderingStaffDeps } from './route-deps';
import { specialBlendRoutes } from './special-blends/routes';
import { adminCouponExportRoutes } from './staff/coupons/export-routes';
import { adminCouponRoutes } from './staff/coupons/routes';
import { adminOrderRoutes } from './staff/orders/routes';
import { adminQuotationRoutes } from './staff/quotations/routes';
import { adminSpecialBlendRoutes } from './staff/special-blends/routes';

export { usedCreditOfEach } from './checkout/service';
export { checkoutReads, lockBuyer } from './orders/buyer-at-checkout';
export {
  checkBuyersOrder,
  ledgerPointsOnce,
  lockOrder,
  type OrderMoves,
  type OrderRow,
  orderLinesOf,
  pointsEarnedFor,
  recordMove,
  releaseCoupon,
} from './orders/order-moves';
export type { OrderPayment } from './orders/order-payment';
export {
  type PlaceOrder,
  type PlaceOrderFlow,
  type PricedOrder,
  priceOrder,
  refusalOf,
} from './orders/order-pricing';
export { orderRecord } from './orders/order-record';
export { notifyOrderStatus, orderStatusNotice } from './orders/order-status-notice';
export type { StockChanged } from './orders/stock-changed';
export { createOrdering } from './services';
export { dashboardSales } from './staff/dashboard/dashboard-sales';
export { orderCounts } from './staff/dashboard/order-counts';
export { searchOrders } from './staff/orders/search';
export { partnerCreditReport, pointsReport } from './staff/reports/points-and-credit';
export { reportSales } from './staff/reports/report-sales';

export const orderingRoutes: FastifyPluginAsync<OrderingDeps> = async (app, deps) => {
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

export const orderingStaffRoutes: FastifyPluginAsync<OrderingStaffDeps> = async (app, deps) => {
  await app.register(adminOrderRoutes, deps);
  await app.register(adminReceiptRoutes, deps);
  await app.register(adminOrderPaperRoutes, deps);
  await app.register(adminCouponRoutes, deps);
  await app.register(adminCouponExportRoutes, deps);
  await app.register(adminQuotationRoutes, deps);
  await app.register(adminSpecialBlendRoutes, deps);
};
