import type { Db } from '../../../db/schema';
import type { Clock } from '../../../platform/clock';
import type { Config } from '../../../platform/config';
import type { PaymentGateway } from '../../../platform/payments/gateway';
import { createOrderPayment } from './order-payment';
import { createOrderReads } from './order-reads';
import { createOrderStatusMoves } from './order-status-moves';
import { createPlaceOrder } from './place-order';
import type { StockChanged } from './stock-changed';

export { pointsEarnedFor } from './order-status-moves';
export { itemCount, type SummaryRow, summaryColumns, toSummary } from './order-summary';
export type { StockChanged } from './stock-changed';

/** A buyer's orders: placing one, paying for it, moving it along its statuses, and reading them back. */
export const createOrderService = ({
  db,
  clock,
  config,
  gateway,
  onStockChanged = () => {},
}: {
  db: Db;
  clock: Clock;
  config: Config;
  gateway: PaymentGateway;
  onStockChanged?: StockChanged;
}) => {
  const { changeStatus, cancelByCustomer } = createOrderStatusMoves({ db, clock, onStockChanged });
  const { startPayment, confirmPayment, renewKhqr } = createOrderPayment({
    db,
    clock,
    gateway,
    changeStatus,
  });
  const place = createPlaceOrder({ db, clock, config, onStockChanged, startPayment });
  const { list, count, detail, detailForStaff, recentRemarks } = createOrderReads({ db });

  return {
    place,
    confirmPayment,
    renewKhqr,
    changeStatus,
    cancelByCustomer,
    list,
    count,
    detail,
    detailForStaff,
    recentRemarks,
  };
};

export type OrderService = ReturnType<typeof createOrderService>;
