import { type StaffArea, type StaffRole, staffMayUse } from '@portal/shared/contract';
import type { Db, Trx } from '../../../db/schema';

/** A user's staff role, or null for a customer: the staff guard reads it on each request. */
export const staffRoleOf = async (db: Db, userId: number): Promise<StaffRole | null> =>
  (await db.selectFrom('staff_roles').select('role').where('user_id', '=', userId).executeTakeFirst())
    ?.role ?? null;

/** The staff members whose role may use `area`, by user id (accounts anonymised since are left out). */
export const staffWhoMayUse = async (db: Db | Trx, area: StaffArea): Promise<number[]> =>
  (
    await db
      .selectFrom('staff_roles')
      .innerJoin('users', 'users.id', 'staff_roles.user_id')
      .select(['staff_roles.user_id', 'staff_roles.role'])
      .where('users.anonymised_at', 'is', null)
      .orderBy('staff_roles.user_id')
      .execute()
  )
    .filter((row) => staffMayUse(row.role, area))
    .map((row) => row.user_id);
