import type { Clock } from '../../platform/clock';
import type { Db } from '../schema';

/** Centre of each province's capital (latitude, longitude): the delivery distance when an address has no pin. */
export const provinceCentroids: Record<number, [number, number]> = {
  1: [13.5859, 102.9737],
  2: [13.0957, 103.2022],
  3: [11.9934, 105.4635],
  4: [12.2506, 104.6659],
  5: [11.4533, 104.5209],
  6: [12.7111, 104.8887],
  7: [10.6104, 104.1815],
  8: [11.4865, 104.9531],
  9: [11.6153, 102.9838],
  10: [12.4881, 106.0188],
  11: [12.4558, 107.1881],
  12: [11.5564, 104.9282],
  13: [13.8077, 104.9802],
  14: [11.4868, 105.3253],
  15: [12.5388, 103.9192],
  16: [13.7394, 106.9873],
  17: [13.3633, 103.8564],
  18: [10.6253, 103.5234],
  19: [13.5259, 105.9683],
  20: [11.0877, 105.7991],
  21: [10.9908, 104.785],
  22: [14.1818, 103.5176],
  23: [10.4829, 104.3167],
  24: [12.8489, 102.6093],
  25: [11.8891, 105.876],
};

/** Phnom Penh's khans (district ids 1201 …), nearer than the city's centre for the far ones. */
export const phnomPenhKhanCentroids: Record<number, [number, number]> = {
  1201: [11.545, 104.927],
  1202: [11.576, 104.922],
  1203: [11.563, 104.915],
  1204: [11.58, 104.896],
  1205: [11.47, 104.85],
  1206: [11.53, 104.93],
  1207: [11.65, 104.91],
  1208: [11.59, 104.86],
  1209: [11.54, 104.82],
  1210: [11.62, 104.95],
  1211: [11.68, 104.83],
  1212: [11.53, 104.96],
  1213: [11.555, 104.92],
  1214: [11.58, 104.75],
};

/** Coupons of the demo shop: their codes are shown on the checkout's coupon list. */
export const demoCoupons = [
  {
    code: 'WELCOME10',
    title: '10% off your order',
    title_km: 'បញ្ចុះតម្លៃ ១០%',
    discount_type: 'percent' as const,
    discount_value: 10,
    max_discount_cents: 2_000,
    min_order_cents: 1_000,
    usage_limit_per_user: 1,
  },
  {
    code: 'COFFEE5',
    title: '$5 off from $50',
    title_km: 'បញ្ចុះ $5 ចាប់ពី $50',
    discount_type: 'amount' as const,
    discount_value: 500,
    max_discount_cents: null,
    min_order_cents: 5_000,
    usage_limit_per_user: null,
  },
];

export const seedShopOrders = async (db: Db, clock: Clock) => {
  for (const [id, [latitude, longitude]] of Object.entries(provinceCentroids)) {
    await db
      .updateTable('provinces')
      .set({ latitude, longitude })
      .where('id', '=', Number(id))
      .where('latitude', 'is', null)
      .execute();
  }
  for (const [id, [latitude, longitude]] of Object.entries(phnomPenhKhanCentroids)) {
    await db
      .updateTable('districts')
      .set({ latitude, longitude })
      .where('id', '=', Number(id))
      .where('latitude', 'is', null)
      .execute();
  }
  await db
    .insertInto('coupons')
    .values(demoCoupons.map((coupon) => ({ ...coupon, created_at: clock.now() })))
    .onConflict((conflict) => conflict.column('code').doNothing())
    .execute();
};
