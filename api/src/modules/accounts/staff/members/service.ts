import {
  type AuditEntry,
  type DeveloperAccess,
  ErrorCode,
  type GrantStaffBody,
  type ListQuery,
  parseIdentifier,
  type StaffAccount,
  type StaffMe,
  type StaffRole,
  staffRoleAreas,
} from '@portal/shared/contract';
import type { Db } from '../../../../db/schema';
import type { Clock } from '../../../../platform/clock';
import { AppError } from '../../../../platform/errors';
import { auditEntries, auditedWrite, countAuditEntries, type StaffCaller } from '../../../../platform/staff';
import { findUserByIdentifier } from '../../profile/queries';
import { staffNamesOf } from '../staff-names';

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
        auditEntries(db, { limit: query.limit, offset: query.offset }),
        countAuditEntries(db),
      ]);
      const names = await staffNamesOf(
        db,
        rows.map((row) => row.staff_user_id),
      );
      return {
        total,
        items: rows.map((row) => ({
          id: row.id,
          staffUserId: row.staff_user_id,
          staffName: names.get(row.staff_user_id) ?? '',
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
