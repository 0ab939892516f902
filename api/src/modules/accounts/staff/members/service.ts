import {
  type AdminDashboard,
  type AdminDashboardQuery,
  type AuditEntry,
  type DeveloperAccess,
  dashboardOpenTicketStatuses,
  dashboardWaitingStatuses,
  ErrorCode,
  type GrantStaffBody,
  type ListQuery,
  type OrderStatus,
  parseIdentifier,
  type StaffAccount,
  type StaffArea,
  type StaffMe,
  type StaffRole,
  staffMayUse,
  staffRoleAreas,
} from '@portal/shared/contract';
import { sql } from 'kysely';
import type { Db } from '../../../../db/schema';
import { type Clock, dayStart } from '../../../../platform/clock';
import { AppError } from '../../../../platform/errors';
import { auditedWrite, type StaffCaller } from '../../../../platform/staff';
import { defaultLowStockLevelSql, lowStockLevelSql } from '../../../catalogue';
import { findUserByIdentifier } from '../../profile/queries';
import { dashboardSales } from './dashboard-sales';

const staffNotFound = () => new AppError(404, ErrorCode.notFound, 'adminStaffAccountNotFound');

export const createStaffService = ({ db, clock }: { db: Db; clock: Clock }) => {
  const staffAccounts = () =>
    db
      .selectFrom('staff_roles')
      .innerJoin('users', 'users.id', 'staff_roles.user_id')
      .select([
        'users.id as userId',
        'users.first_name as firstName',
        'users.last_name as lastName',
        'users.phone',
        'users.email',
        'staff_roles.role',
      ]);

  return {
    async me(staff: StaffCaller): Promise<StaffMe> {
      const user = await db
        .selectFrom('users')
        .select(['first_name', 'last_name'])
        .where('id', '=', staff.userId)
        .executeTakeFirstOrThrow();
      return {
        userId: staff.userId,
        firstName: user.first_name,
        lastName: user.last_name,
        role: staff.role,
        areas: [...staffRoleAreas[staff.role]],
      };
    },

    /** Counts every role may see, and the work waiting in the areas this role has (null for the others). */
    async dashboard(staff: StaffCaller, query: AdminDashboardQuery = {}): Promise<AdminDashboard> {
      const count = sql<string>`count(*)`;
      const may = (area: StaffArea) => staffMayUse(staff.role, area);
      const counted = async (query: { executeTakeFirstOrThrow: () => Promise<{ n: string }> }) =>
        Number((await query.executeTakeFirstOrThrow()).n);
      const orders = (statuses: OrderStatus[]) =>
        counted(db.selectFrom('orders').select(count.as('n')).where('status', 'in', statuses));
      // Today as a Phnom Penh day (UTC+7, no daylight saving).
      const today = dayStart(new Date(clock.now().getTime() + 7 * 3_600_000).toISOString().slice(0, 10));
      const todays = () =>
        db
          .selectFrom('orders')
          .where('created_at', '>=', today)
          .where('status', 'not in', ['canceled', 'rejected'])
          .select([count.as('n'), sql<string>`coalesce(sum(total_cents), 0)`.as('total')])
          .executeTakeFirstOrThrow();
      const perStatus = async <Status extends string>(
        table: 'orders' | 'service_tickets',
        statuses: readonly Status[],
      ) => {
        const rows = await db
          .selectFrom(table)
          .select(['status', count.as('n')])
          .where('status', 'in', statuses)
          .groupBy('status')
          .execute();
        return statuses.map((status) => ({
          status,
          count: Number(rows.find((row) => row.status === status)?.n ?? 0),
        }));
      };
      const lowStock = async () => {
        const low = db
          .selectFrom('product_variants')
          .innerJoin('products', 'products.id', 'product_variants.product_id')
          .where('product_variants.is_active', '=', true)
          .where('products.is_active', '=', true)
          .where('product_variants.stock', '<=', lowStockLevelSql('product_variants'));
        const [variants, total, defaults] = await Promise.all([
          low
            .select([
              'product_variants.id as variantId',
              'products.id as productId',
              'products.name as productName',
              'products.name_km as productNameKm',
              'product_variants.sku',
              'product_variants.stock',
            ])
            .select(lowStockLevelSql('product_variants').as('level'))
            .orderBy('product_variants.stock')
            .orderBy('product_variants.id')
            .limit(10)
            .execute(),
          low.select(count.as('n')).executeTakeFirstOrThrow(),
          db.selectNoFrom(defaultLowStockLevelSql().as('level')).executeTakeFirstOrThrow(),
        ]);
        return {
          level: Number(defaults.level),
          total: Number(total.n),
          variants: variants.map((variant) => ({ ...variant, level: Number(variant.level) })),
        };
      };
      const [sales, waitingOrders, openTickets, lowOnStock] = await Promise.all([
        may('orders') ? dashboardSales(db, query, clock.now()) : null,
        may('orders') ? perStatus('orders', dashboardWaitingStatuses) : null,
        may('serviceTickets') ? perStatus('service_tickets', dashboardOpenTicketStatuses) : null,
        may('stock') ? lowStock() : null,
      ]);
      const [
        pending,
        customers,
        partners,
        staffCount,
        ordersPending,
        waiting,
        tickets,
        academy,
        quotations,
        sold,
      ] = await Promise.all([
        may('businessPartners')
          ? counted(
              db
                .selectFrom('business_partner_requests')
                .select(count.as('n'))
                .where('status', '=', 'Pending'),
            )
          : null,
        counted(db.selectFrom('users').select(count.as('n')).where('anonymised_at', 'is', null)),
        counted(
          db
            .selectFrom('users')
            .innerJoin('customer_groups', 'customer_groups.id', 'users.customer_group_id')
            .select(count.as('n'))
            .where('customer_groups.is_business_partner', '=', true),
        ),
        counted(db.selectFrom('staff_roles').select(count.as('n'))),
        may('orders') ? orders(['pending']) : null,
        may('orders') ? orders(['waiting_for_payment']) : null,
        may('serviceTickets')
          ? counted(
              db
                .selectFrom('service_tickets')
                .select(count.as('n'))
                .where('status', 'in', ['Submitted', 'Scheduled', 'InProgress']),
            )
          : null,
        may('academy')
          ? counted(
              db
                .selectFrom('academy_tickets')
                .select(count.as('n'))
                .where('status', 'in', ['Pending', 'Confirmed']),
            )
          : null,
        may('orders')
          ? counted(db.selectFrom('quotations').select(count.as('n')).where('status', '=', 'new'))
          : null,
        may('orders') ? todays() : null,
      ]);
      return {
        pendingBpRequests: pending,
        customers,
        businessPartners: partners,
        staff: staffCount,
        ordersToday: sold ? Number(sold.n) : null,
        revenueTodayCents: sold ? Number(sold.total) : null,
        ordersPending,
        ordersWaitingForPayment: waiting,
        openServiceTickets: tickets,
        openAcademyRequests: academy,
        openQuotations: quotations,
        sales,
        waitingOrders,
        openTickets,
        lowStock: lowOnStock,
      };
    },

    listStaff: (): Promise<StaffAccount[]> => staffAccounts().orderBy('users.id').execute(),

    /** Gives an existing, verified account a staff role. */
    async grant(staff: StaffCaller, body: GrantStaffBody): Promise<StaffAccount> {
      const identifier = parseIdentifier(body.phoneOrEmail);
      const user = identifier ? await findUserByIdentifier(db, identifier) : undefined;
      if (!user?.verified_at) throw new AppError(404, ErrorCode.notFound, 'adminAccountNotFound');
      await auditedWrite(db, clock, staff, async (trx) => {
        const before = await trx
          .selectFrom('staff_roles')
          .select('role')
          .where('user_id', '=', user.id)
          .executeTakeFirst();
        if (before) throw new AppError(409, ErrorCode.conflict, 'adminAlreadyStaff');
        await trx
          .insertInto('staff_roles')
          .values({ user_id: user.id, role: body.role, created_at: clock.now() })
          .execute();
        return {
          result: undefined,
          audit: {
            action: 'staff.grant',
            entity: 'staff',
            entityId: user.id,
            before: null,
            after: { role: body.role },
          },
        };
      });
      return staffAccounts().where('users.id', '=', user.id).executeTakeFirstOrThrow();
    },

    async changeRole(staff: StaffCaller, userId: number, role: StaffRole): Promise<StaffAccount> {
      if (userId === staff.userId) throw new AppError(409, ErrorCode.conflict, 'adminCannotChangeOwnRole');
      await auditedWrite(db, clock, staff, async (trx) => {
        const before = await trx
          .selectFrom('staff_roles')
          .select('role')
          .where('user_id', '=', userId)
          .forUpdate()
          .executeTakeFirst();
        if (!before) throw staffNotFound();
        await trx.updateTable('staff_roles').set({ role }).where('user_id', '=', userId).execute();
        return {
          result: undefined,
          audit: { action: 'staff.changeRole', entity: 'staff', entityId: userId, before, after: { role } },
        };
      });
      return staffAccounts().where('users.id', '=', userId).executeTakeFirstOrThrow();
    },

    /** Whether this staff member holds the `developer` permission. */
    async developerAccess(staff: StaffCaller): Promise<DeveloperAccess> {
      const row = await db
        .selectFrom('staff_roles')
        .select('developer')
        .where('user_id', '=', staff.userId)
        .executeTakeFirst();
      return { developer: row?.developer === true };
    },

    async setDeveloper(staff: StaffCaller, userId: number, developer: boolean): Promise<DeveloperAccess> {
      await auditedWrite(db, clock, staff, async (trx) => {
        const before = await trx
          .selectFrom('staff_roles')
          .select('developer')
          .where('user_id', '=', userId)
          .forUpdate()
          .executeTakeFirst();
        if (!before) throw staffNotFound();
        await trx.updateTable('staff_roles').set({ developer }).where('user_id', '=', userId).execute();
        return {
          result: undefined,
          audit: {
            action: 'staff.developer',
            entity: 'staff',
            entityId: userId,
            before,
            after: { developer },
          },
        };
      });
      return { developer };
    },

    async revoke(staff: StaffCaller, userId: number): Promise<void> {
      if (userId === staff.userId) throw new AppError(409, ErrorCode.conflict, 'adminCannotChangeOwnRole');
      await auditedWrite(db, clock, staff, async (trx) => {
        const before = await trx
          .deleteFrom('staff_roles')
          .where('user_id', '=', userId)
          .returning('role')
          .executeTakeFirst();
        if (!before) throw staffNotFound();
        return {
          result: undefined,
          audit: { action: 'staff.revoke', entity: 'staff', entityId: userId, before, after: null },
        };
      });
    },

    async auditLog(query: ListQuery): Promise<{ items: AuditEntry[]; total: number }> {
      const [rows, total] = await Promise.all([
        db
          .selectFrom('audit_log')
          .innerJoin('users', 'users.id', 'audit_log.staff_user_id')
          .select([
            'audit_log.id',
            'audit_log.staff_user_id',
            'users.first_name',
            'users.last_name',
            'audit_log.action',
            'audit_log.entity',
            'audit_log.entity_id',
            'audit_log.before',
            'audit_log.after',
            'audit_log.created_at',
          ])
          .orderBy('audit_log.id', 'desc')
          .limit(query.limit)
          .offset(query.offset)
          .execute(),
        db.selectFrom('audit_log').select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        total: Number(total.n),
        items: rows.map((row) => ({
          id: row.id,
          staffUserId: row.staff_user_id,
          staffName: `${row.first_name} ${row.last_name}`.trim(),
          action: row.action,
          entity: row.entity,
          entityId: row.entity_id,
          before: row.before,
          after: row.after,
          createdAt: row.created_at.toISOString(),
        })),
      };
    },
  };
};

export type StaffService = ReturnType<typeof createStaffService>;
