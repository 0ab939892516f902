import {
  type AdminOrderDeliveryPartnerBody,
  type AdminOrderDetail,
  type AdminOrderFilter,
  type AdminOrderQuery,
  type AdminOrderStatusBody,
  type AdminOrderSummary,
  ErrorCode,
  nextOrderStatuses,
} from '@portal/shared/contract';
import type { Db } from '../../../../db/schema';
import { type Clock, dayStart } from '../../../../platform/clock';
import { keysetPages } from '../../../../platform/csv';
import { AppError } from '../../../../platform/errors';
import { recordAudit, type StaffCaller } from '../../../../platform/staff';
import {
  itemCount,
  type OrderService,
  type SummaryRow,
  summaryColumns,
  toSummary,
} from '../../orders/service';

const exportOrderColumns = [
  'orders.id',
  'orders.order_number',
  'orders.created_at',
  'orders.status',
  'orders.payment_method',
  'orders.payment_status',
  'orders.delivery_type',
  'orders.subtotal_cents',
  'orders.coupon_discount_cents',
  'orders.points_redeemed',
  'orders.delivery_fee_cents',
  'orders.total_cents',
] as const;

/** The orders the sales desk's filters leave, with their customer: the list and its CSV read the same rows. */
const filteredOrders = (db: Db, query: AdminOrderFilter) => {
  let base = db.selectFrom('orders').innerJoin('account_customers', 'account_customers.id', 'orders.user_id');
  if (query.status) base = base.where('orders.status', '=', query.status);
  if (query.paymentMethod) base = base.where('orders.payment_method', '=', query.paymentMethod);
  if (query.startDate) base = base.where('orders.created_at', '>=', dayStart(query.startDate));
  if (query.endDate)
    base = base.where('orders.created_at', '<', new Date(dayStart(query.endDate).getTime() + 86_400_000));
  const search = query.customer?.trim();
  if (search) {
    const like = `%${search.replace(/[%_\\]/g, '\\$&')}%`;
    base = base.where((eb) =>
      eb.or([
        eb('account_customers.first_name', 'ilike', like),
        eb('account_customers.last_name', 'ilike', like),
        eb('account_customers.phone', 'ilike', like),
        eb('account_customers.email', 'ilike', like),
        eb('orders.order_number', 'ilike', like),
      ]),
    );
  }
  return base;
};

/** Every customer's orders for the sales desk; moves go through the shop's own order service and its table. */
export const createStaffOrderService = ({
  db,
  clock,
  orders,
}: {
  db: Db;
  clock: Clock;
  orders: OrderService;
}) => {
  const filtered = (query: AdminOrderFilter) => filteredOrders(db, query);
  return {
    async list(query: AdminOrderQuery) {
      const base = filtered(query);
      const [rows, total] = await Promise.all([
        base
          .select([...summaryColumns, itemCount.as('item_count'), 'account_customers.customer'])
          .orderBy('orders.created_at', 'desc')
          .orderBy('orders.id', 'desc')
          .limit(query.limit)
          .offset(query.offset)
          .execute(),
        base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      const items: AdminOrderSummary[] = rows.map((row) => ({
        ...toSummary(row as SummaryRow),
        customer: row.customer,
      }));
      return { items, total: Number(total.n) };
    },

    async detail(orderId: number, language: string): Promise<AdminOrderDetail> {
      const { detail, userId } = await orders.detailForStaff(orderId, language);
      const { customer } = await db
        .selectFrom('account_customers')
        .select('customer')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      return {
        ...detail,
        customer,
        nextStatuses: nextOrderStatuses(detail.paymentMethod, detail.status, 'staff'),
      };
    },

    /**
     * One allowed move of the table, its side effects (stock, coupon, points and credit given back on a
     * cancellation; points credited on completion; the customer notified) and the audit row, in one transaction.
     */
    async changeStatus(staff: StaffCaller, orderId: number, body: AdminOrderStatusBody, language: string) {
      const exists = await db.selectFrom('orders').select('id').where('id', '=', orderId).executeTakeFirst();
      if (!exists) throw new AppError(404, ErrorCode.notFound, 'orderNotFound');
      await orders.changeStatus(orderId, body.status, 'staff', body.remark, (trx, from) =>
        recordAudit(trx, clock, staff, {
          action: 'order.status',
          entity: 'order',
          entityId: orderId,
          before: { status: from },
          after: { status: body.status, remark: body.remark ?? null },
        }),
      );
      return this.detail(orderId, language);
    },

    /** Who brings a delivery order; the change and what it replaced go to the audit log. */
    async setDeliveryPartner(
      staff: StaffCaller,
      orderId: number,
      body: AdminOrderDeliveryPartnerBody,
      language: string,
    ) {
      await db.transaction().execute(async (trx) => {
        const order = await trx
          .selectFrom('orders')
          .select(['delivery_type', 'delivery_partner_name', 'delivery_partner_phone'])
          .where('id', '=', orderId)
          .forUpdate()
          .executeTakeFirst();
        if (!order) throw new AppError(404, ErrorCode.notFound, 'orderNotFound');
        if (order.delivery_type !== 'delivery')
          throw new AppError(409, ErrorCode.conflict, 'adminDeliveryPartnerNeedsDelivery');
        await trx
          .updateTable('orders')
          .set({ delivery_partner_name: body.name, delivery_partner_phone: body.phone })
          .where('id', '=', orderId)
          .execute();
        await recordAudit(trx, clock, staff, {
          action: 'order.deliveryPartner',
          entity: 'order',
          entityId: orderId,
          before: { name: order.delivery_partner_name, phone: order.delivery_partner_phone },
          after: { name: body.name, phone: body.phone },
        });
      });
      return this.detail(orderId, language);
    },

    /** The filtered orders, newest first, each line with its order, a page of orders at a time. */
    async *exportLines(query: AdminOrderFilter) {
      const orders = keysetPages(
        (after: number | null, size) =>
          (after === null ? filtered(query) : filtered(query).where('orders.id', '<', after))
            .select([...exportOrderColumns, 'account_customers.customer'])
            .orderBy('orders.id', 'desc')
            .limit(size)
            .execute(),
        (order) => order.id,
        500,
      );
      for await (const page of orders) {
        const lines = await db
          .selectFrom('order_lines')
          .select(['order_id', 'name', 'variant_label', 'quantity', 'unit_price_cents', 'line_total_cents'])
          .where(
            'order_id',
            'in',
            page.map((order) => order.id),
          )
          .orderBy('order_id', 'desc')
          .orderBy('id')
          .execute();
        const byId = new Map(page.map((order) => [order.id, order]));
        yield lines.map((line) => ({ order: byId.get(line.order_id) as (typeof page)[number], line }));
      }
    },
  };
};

export type StaffOrderService = ReturnType<typeof createStaffOrderService>;
/** A row of the orders' CSV: one line of an order, with its order and customer. */
export type AdminOrderExportLine =
  ReturnType<StaffOrderService['exportLines']> extends AsyncGenerator<(infer Line)[]> ? Line : never;
