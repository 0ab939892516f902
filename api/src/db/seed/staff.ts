import type { Clock } from '../../platform/clock';
import { hashPassword } from '../../platform/passwords';
import type { Db } from '../schema';

/** The back office's first admin (README lists it). Never seeded in production. */
export const demoAdmin = {
  first_name: 'Bopha',
  last_name: 'Admin',
  gender: 'Female' as const,
  phone: '010200300',
  email: 'admin@example.com',
  password: 'admin1234',
};

/** Adds the demo admin with the admin role when the account is missing; an existing one is left alone. */
export const seedDemoAdmin = async (db: Db, clock: Clock) => {
  const { password, ...account } = demoAdmin;
  await db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('users')
      .select('id')
      .where('phone', '=', account.phone)
      .executeTakeFirst();
    if (existing) return;
    const now = clock.now();
    const user = await trx
      .insertInto('users')
      .values({
        ...account,
        password_hash: await hashPassword(password),
        verified_at: now,
        email_verified_at: now,
        created_at: now,
        updated_at: now,
      })
      .onConflict((conflict) => conflict.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (user)
      await trx
        .insertInto('staff_roles')
        .values({ user_id: user.id, role: 'admin', created_at: now })
        .execute();
  });
};
