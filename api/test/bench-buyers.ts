// Buyers for the order benchmarks, written straight into the database: a verified account, an address, a session.
import type autocannon from 'autocannon';
import type { Db } from '../src/db/schema';
import type { createSessions } from '../src/modules/accounts';

export type BenchBuyer = { userId: number; addressId: number; token: string };

export const benchBuyers =
  (db: Db, sessions: ReturnType<typeof createSessions>, tag: string) =>
  async (i: number): Promise<BenchBuyer> => {
    const now = new Date();
    const user = await db
      .insertInto('users')
      .values({
        first_name: 'Bench',
        last_name: String(i),
        gender: 'Other',
        phone: null,
        email: `bench-${tag}-${i}@example.com`,
        password_hash: null,
        image: null,
        credit_line_cents: null,
        verified_at: now,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const address = await db
      .insertInto('addresses')
      .values({
        user_id: user.id,
        name: 'Shop',
        address_detail: 'St. 1',
        phone: null,
        province_id: 12,
        district_id: 1201,
        latitude: null,
        longitude: null,
        is_default: true,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const tokens = await sessions.start(user.id);
    return { userId: user.id, addressId: address.id, token: tokens.access_token };
  };

/** Two units of the variant in each buyer's cart, ready to be ordered. */
export const fillCarts = async (db: Db, buyers: BenchBuyer[], variantId: number, productId: number) => {
  const now = new Date();
  await db
    .insertInto('cart_items')
    .values(
      buyers.map((buyer) => ({
        user_id: buyer.userId,
        kind: 'cart' as const,
        product_id: productId,
        variant_id: variantId,
        quantity: 2,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
};

/** One cash order per request, each from the next buyer (whose cart already holds its line). */
export const orderRequests = (buyers: BenchBuyer[]): autocannon.Options['requests'] => {
  let next = 0;
  return [
    {
      method: 'POST',
      setupRequest: (request) => {
        const buyer = buyers[next++ % buyers.length] as BenchBuyer;
        return {
          ...request,
          headers: {
            ...request.headers,
            authorization: `Bearer ${buyer.token}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({
            deliveryType: 'delivery',
            addressId: buyer.addressId,
            paymentMethod: 'cash_on_delivery',
          }),
        };
      },
    },
  ];
};
