import { randomUUID } from 'node:crypto';
import { ErrorCode, type StaffArea, type StaffRole, staffMayUse } from '@portal/shared/contract';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Db, Trx } from '../db/schema';
import { inTransaction } from '../db/transaction';
import type { AuthHooks } from './auth';
import type { Clock } from './clock';
import { AppError } from './errors';
import { perIpLimit } from './rate-limit';

export type StaffCaller = { userId: number; role: StaffRole };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by a staff guard; null outside the staff API. */
    staff: StaffCaller | null;
  }
}

const permissionDenied = () => new AppError(403, ErrorCode.permissionDenied, 'youDontHaveAPermission');

/**
 * `...guard.staffOnly(area)` goes into the options of every staff route: no token → 401, a customer or a staff
 * member whose role lacks the area → 403/4430, and a per-address rate limit. The role is read on each request,
 * so a change applies at once.
 */
export const createStaffGuard = ({
  auth,
  roleOf,
  ratePerMinute,
}: {
  auth: AuthHooks;
  /** The caller's staff role, or null for a customer: the accounts' answer. */
  roleOf: (userId: number) => Promise<StaffRole | null>;
  ratePerMinute: number;
}) => ({
  staffOnly: (area: StaffArea) => ({
    config: perIpLimit(ratePerMinute),
    onRequest: async (request: FastifyRequest): Promise<void> => {
      await auth.requireUser(request);
      const userId = request.auth?.userId;
      if (!userId) throw permissionDenied();
      const role = await roleOf(userId);
      if (!role || !staffMayUse(role, area)) throw permissionDenied();
      request.staff = { userId, role };
    },
  }),
});

export type StaffGuard = ReturnType<typeof createStaffGuard>;

/** The staff member of a route behind a staff guard. */
export const staffOf = (request: FastifyRequest): StaffCaller => {
  if (!request.staff) throw permissionDenied();
  return request.staff;
};

export type AuditChange = {
  /** What was done, e.g. 'businessPartner.approve'. */
  action: string;
  entity: string;
  entityId: string | number | null;
  before: unknown;
  after: unknown;
};

/** Writes who changed what, when, before and after; call it inside the transaction of the change. */
export const recordAudit = async (
  trx: Trx | Db,
  clock: Clock,
  staff: Pick<StaffCaller, 'userId'>,
  change: AuditChange,
) => {
  await trx
    .insertInto('audit_log')
    .values({
      staff_user_id: staff.userId,
      action: change.action,
      entity: change.entity,
      entity_id: change.entityId === null ? null : String(change.entityId),
      before: change.before === undefined || change.before === null ? null : JSON.stringify(change.before),
      after: change.after === undefined || change.after === null ? null : JSON.stringify(change.after),
      created_at: clock.now(),
    })
    .execute();
};

/** Runs a staff write and its audit row in one transaction: `change` returns the result and what to record. */
export const auditedWrite = <T>(
  db: Db,
  clock: Clock,
  staff: StaffCaller,
  change: (trx: Trx) => Promise<{ result: T; audit: AuditChange }>,
): Promise<T> =>
  inTransaction(db, async (trx) => {
    const { result, audit } = await change(trx);
    await recordAudit(trx, clock, staff, audit);
    return result;
  });

/** What a row staff add to an ordered list takes: a key of its own (the seed's keys stay apart) and the last place. */
export const newStaffRowPlace = async (trx: Trx, table: 'home_banners' | 'showrooms') => {
  const last = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.max('sort').as('sort'))
    .executeTakeFirst();
  return { key: `staff-${randomUUID()}`, sort: Number(last?.sort ?? -1) + 1 };
};

/**
 * Audit entries newest first, as plain rows: a page by offset (the staff list) or the `limit` entries older than
 * `before` (the export's next page). Who each staff member is, the caller reads from accounts.
 */
export const auditEntries = (db: Db, page: { limit: number; offset?: number; before?: number | null }) => {
  let query = db
    .selectFrom('audit_log')
    .select(['id', 'staff_user_id', 'action', 'entity', 'entity_id', 'before', 'after', 'created_at']);
  if (page.before !== undefined && page.before !== null) query = query.where('id', '<', page.before);
  query = query.orderBy('id', 'desc').limit(page.limit);
  return (page.offset ? query.offset(page.offset) : query).execute();
};

/** How many entries the audit log holds. */
export const countAuditEntries = async (db: Db) =>
  Number(
    (await db.selectFrom('audit_log').select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()).n,
  );
