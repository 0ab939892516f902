import type { Clock } from '../../platform/clock';
import { hashPassword } from '../../platform/passwords';
import type { Db } from '../schema';
import { businessPartnerGroupId } from './customer-groups';

/** Verified accounts to try the portal with (README lists them). Never seeded in production. */
export const demoAccounts = [
  {
    first_name: 'Sokha',
    last_name: 'Chan',
    gender: 'Female' as const,
    phone: '012345678',
    email: 'sokha.customer@example.com',
    password: 'coffee123',
    customer_group_id: 142,
    credit_line_cents: null,
    total_points: 120,
  },
  {
    first_name: 'Dara',
    last_name: 'Kim',
    gender: 'Male' as const,
    phone: '098765432',
    email: 'dara.partner@example.com',
    password: 'partner123',
    customer_group_id: businessPartnerGroupId,
    credit_line_cents: 250_000,
    total_points: 860,
  },
];

/** Adds the demo accounts that are missing; an existing one (its password maybe changed) is left alone. */
export const seedDemoAccounts = async (db: Db, clock: Clock) => {
  for (const { password, ...account } of demoAccounts) {
    const existing = await db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', account.phone)
      .executeTakeFirst();
    if (existing) continue;
    const now = clock.now();
    await db
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
      .execute();
  }
};
