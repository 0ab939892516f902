import type { OrderDetail } from '@portal/shared/contract';
import { sql } from 'kysely';
import type { Db } from '../src/db/schema';
import type { SignedIn } from './accounts';
import type { Http } from './http';

let sequence = 0;

export type TestProduct = { productId: number; variantIds: number[]; categoryId: number };

/**
 * A product straight in the catalogue tables: one variant without options, or one variant per option value.
 * Prices in cents for the general group (142) and business partners (143).
 */
export const createProduct = async (
  db: Db,
  {
    stock = 100,
    price = 1_000,
    partnerPrice = price,
    compareAt = null,
    optionValues = [],
  }: {
    stock?: number;
    price?: number;
    partnerPrice?: number;
    compareAt?: number | null;
    optionValues?: string[];
  } = {},
): Promise<TestProduct> => {
  sequence += 1;
  const key = `orders-test-${sequence}-${Date.now()}`;
  const now = new Date();
  const category = await db
    .selectFrom('categories')
    .select('id')
    .where('id', '!=', 7)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const product = await db
    .insertInto('products')
    .values({
      key,
      category_id: category.id,
      name: `Test coffee ${sequence}`,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const variantIds: number[] = [];
  const addVariant = async (suffix: string) => {
    const variant = await db
      .insertInto('product_variants')
      .values({ product_id: product.id, sku: `${key}-${suffix}`, stock })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('product_variant_prices')
      .values([
        { variant_id: variant.id, customer_group_id: 142, price_cents: price, compare_at_cents: compareAt },
        { variant_id: variant.id, customer_group_id: 143, price_cents: partnerPrice, compare_at_cents: null },
      ])
      .execute();
    variantIds.push(variant.id);
    return variant.id;
  };
  if (optionValues.length === 0) {
    await addVariant('only');
  } else {
    const option = await db
      .insertInto('product_options')
      .values({ product_id: product.id, name: 'Size' })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const value of optionValues) {
      const optionValue = await db
        .insertInto('product_option_values')
        .values({ option_id: option.id, value })
        .returning('id')
        .executeTakeFirstOrThrow();
      const variantId = await addVariant(value);
      await db
        .insertInto('product_variant_values')
        .values({ variant_id: variantId, option_value_id: optionValue.id })
        .execute();
    }
  }
  return { productId: product.id, variantIds, categoryId: category.id };
};

export const stockOf = async (db: Db, variantId: number) =>
  (
    await db
      .selectFrom('product_variants')
      .select('stock')
      .where('id', '=', variantId)
      .executeTakeFirstOrThrow()
  ).stock;

/** Makes a signed-up user a business partner with this credit line (cents). */
export const makeBusinessPartner = (db: Db, userId: number, creditLineCents: number) =>
  db
    .updateTable('users')
    .set({ customer_group_id: 143, credit_line_cents: creditLineCents })
    .where('id', '=', userId)
    .execute();

export const givePoints = (db: Db, userId: number, points: number) =>
  db
    .updateTable('users')
    .set({ total_points: sql`total_points + ${points}` })
    .where('id', '=', userId)
    .execute();

/** A Phnom Penh (Chamkar Mon) or Siem Reap address of the user; its id. */
export const addAddress = async (
  http: Http,
  user: SignedIn,
  where: 'phnomPenh' | 'siemReap' | 'kandal' = 'phnomPenh',
) => {
  const place = {
    phnomPenh: { provinceId: 12, districtId: 1201 },
    siemReap: { provinceId: 17, districtId: 1708 },
    kandal: { provinceId: 8, districtId: 801 },
  }[where];
  const answer = await http.post(
    '/client/address',
    { name: 'Shop', addressDetail: 'St. 1, #2', ...place },
    { token: user.accessToken },
  );
  if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
  return answer.body.data.id as number;
};

/** `user` buys `quantity` of a product, delivered to a new Phnom Penh address, cash on delivery; the order's detail. */
export const placeCashOrder = async (http: Http, user: SignedIn, productId: number, quantity = 1) => {
  const addressId = await addAddress(http, user);
  const added = await http.post('/client/cart/add', { productId, quantity }, { token: user.accessToken });
  if (added.status !== 200) throw new Error(JSON.stringify(added.body));
  const placed = await http.post(
    '/client/order',
    { deliveryType: 'delivery', addressId, paymentMethod: 'cash_on_delivery' },
    { token: user.accessToken },
  );
  if (placed.status !== 200) throw new Error(JSON.stringify(placed.body));
  return placed.body.data as OrderDetail;
};
