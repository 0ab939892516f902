import { hashPassword } from '../../platform/passwords';
import type { Db } from '../schema';
import { businessPartnerGroupId } from './customer-groups';
import { demoAccounts } from './demo-accounts';

const dayMs = 86_400_000;

/** Shoppers of the demo shop's past besides the demo accounts; their password is random, so nobody signs in as them. */
export const demoShoppers = [
  {
    first_name: 'Vanna',
    last_name: 'Heng',
    gender: 'Female' as const,
    phone: '0115550101',
    joinedDaysAgo: 85,
  },
  { first_name: 'Rithy', last_name: 'Sok', gender: 'Male' as const, phone: '0115550102', joinedDaysAgo: 62 },
  {
    first_name: 'Chenda',
    last_name: 'Lim',
    gender: 'Female' as const,
    phone: '0115550103',
    joinedDaysAgo: 40,
  },
  {
    first_name: 'Piseth',
    last_name: 'Nuon',
    gender: 'Male' as const,
    phone: '0115550104',
    joinedDaysAgo: 21,
  },
  {
    first_name: 'Sreymom',
    last_name: 'Keo',
    gender: 'Female' as const,
    phone: '0115550105',
    joinedDaysAgo: 9,
  },
];

export type Shopper = { userId: number; addressId: number; partner: boolean; since: Date };

/**
 * The demo accounts and the shoppers of the past (added once, each joined some weeks ago), each with an address in
 * Phnom Penh, and since when each shops: the demo accounts through the whole past, the others from the day they joined.
 */
export const shoppersOf = async (db: Db, now: Date, historyDays: number): Promise<Shopper[]> => {
  const passwordHash = await hashPassword(`demo-history-${now.getTime()}-${Math.random()}`);
  for (const { joinedDaysAgo, ...shopper } of demoShoppers) {
    const joined = new Date(now.getTime() - joinedDaysAgo * dayMs);
    await db
      .insertInto('users')
      .values({
        ...shopper,
        email: null,
        customer_group_id: 142,
        credit_line_cents: null,
        total_points: 0,
        password_hash: passwordHash,
        verified_at: joined,
        created_at: joined,
        updated_at: joined,
      })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
  const phones = [...demoAccounts.map((account) => account.phone), ...demoShoppers.map((s) => s.phone)];
  const users = await db
    .selectFrom('users')
    .select(['id', 'phone', 'customer_group_id', 'created_at'])
    .where('phone', 'in', phones)
    .orderBy('id')
    .execute();
  const shoppers: Shopper[] = [];
  for (const [index, user] of users.entries()) {
    let address = await db
      .selectFrom('addresses')
      .select('id')
      .where('user_id', '=', user.id)
      .orderBy('id')
      .executeTakeFirst();
    address ??= await db
      .insertInto('addresses')
      .values({
        user_id: user.id,
        name: 'Home',
        address_detail: `St. ${200 + index * 17}, #${10 + index}`,
        province_id: 12,
        district_id: 1201 + (index % 5),
        is_default: true,
        created_at: user.created_at,
        updated_at: user.created_at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const demo = demoAccounts.some((account) => account.phone === user.phone);
    shoppers.push({
      userId: user.id,
      addressId: address.id,
      partner: user.customer_group_id === businessPartnerGroupId,
      since: demo ? new Date(now.getTime() - historyDays * dayMs) : user.created_at,
    });
  }
  return shoppers;
};
