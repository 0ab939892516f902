import { verifyPassword } from '../../platform/passwords';
import type { Db } from '../schema';
import { demoAccounts } from './demo-accounts';
import { demoAdmin } from './staff';

/**
 * The phones of demo accounts that still sign in with the password the README publishes. A production database that
 * was once seeded outside production must not open with any of them (api/src/server.ts refuses to start).
 */
export const demoAccountsStillOpen = async (db: Db) => {
  const open: string[] = [];
  for (const { phone, password } of [demoAdmin, ...demoAccounts]) {
    const user = await db
      .selectFrom('users')
      .select('password_hash')
      .where('phone', '=', phone)
      .executeTakeFirst();
    if (user && (await verifyPassword(password, user.password_hash))) open.push(phone);
  }
  return open;
};
