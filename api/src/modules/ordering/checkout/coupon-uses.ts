import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

/** How many times a customer has used a coupon on orders that still count. */
export const couponUsesBy = async (db: Kysely<Database>, userId: number, couponId: number) =>
  Number(
    (
      await db
        .selectFrom('coupon_uses')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('coupon_id', '=', couponId)
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).n,
  );
