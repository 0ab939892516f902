import type { Db } from '../../../db/schema';
import type { Clock } from '../../../platform/clock';
import type { PaymentGateway } from '../../../platform/payments/gateway';
import type { OrderMoves } from './order-moves';
import { createOrderPayment } from './order-payment';
import { createOrderReads } from './order-reads';

export { itemCount, type SummaryRow, summaryColumns, toSummary } from './order-summary';
export type { StockChanged } from './stock-changed';

/**
 * A buyer's orders: paying for one, moving it along its statuses (the moves are a flow across domains, given here),
 * and reading them back. Placing one is the order flow's (`flows/place-order/`).
 */
export const createOrderService = ({
  db,
  clock,
  gateway,
  orderMoves,
}: {
  db: Db;
  clock: Clock;
  gateway: PaymentGateway;
  orderMoves: OrderMoves;
}) => {
  const { changeStatus, cancelByCustomer } = orderMoves;
  const { startPayment, confirmPayment, renewKhqr } = createOrderPayment({
    db,
    clock,
    gateway,
    changeStatus,
  });
  const { list, count, detail, detailForStaff, recentRemarks } = createOrderReads({ db });

  return {
    startPayment,
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
