import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { local, renderMessage } from '../../../platform/message-text';
import { notify } from '../../notifications';

/** A variant's stock change: what it moved by and where it ended. */
type StockChange = { variantId: number; quantity: number; stockAfter: number };

/** "Name (250 g)" in English and Khmer, for each variant. */
const variantNames = async (trx: Kysely<Database>, variantIds: number[]) => {
  const rows = await trx
    .selectFrom('product_variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .leftJoin('product_variant_values as vv', 'vv.variant_id', 'v.id')
    .leftJoin('product_option_values as ov', 'ov.id', 'vv.option_value_id')
    .select(['v.id', 'p.name', 'p.name_km', 'ov.value', 'ov.value_km'])
    .where('v.id', 'in', variantIds)
    .orderBy('v.id')
    .orderBy('ov.id')
    .execute();
  const names = new Map<number, { en: string; km: string }>();
  for (const variantId of variantIds) {
    const own = rows.filter((row) => row.id === variantId);
    const first = own[0];
    if (!first) continue;
    const name = (language: 'en' | 'km') => {
      const values = own
        .filter((row) => row.value !== null)
        .map((row) => local(row.value as string, row.value_km, language));
      const product = local(first.name, first.name_km, language);
      return values.length ? `${product} (${values.join(', ')})` : product;
    };
    names.set(variantId, { en: name('en'), km: name('km') });
  }
  return names;
};

/**
 * Tells every customer waiting for a variant that came back from none to some, inside the caller's transaction: an
 * inbox notification and a text message (or e-mail) in their language. Each alert is marked as it is sent, so a
 * later restock tells nobody again.
 */
export const alertRestocked = async (trx: Kysely<Database>, changes: StockChange[], now: Date) => {
  const restocked = changes
    .filter((change) => change.quantity > 0 && change.stockAfter > 0 && change.stockAfter <= change.quantity)
    .map((change) => change.variantId);
  if (restocked.length === 0) return;
  // A variant staff have hidden cannot be bought: its alerts wait until it is on sale and restocked again.
  const back = await trx
    .selectFrom('product_variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select('v.id')
    .where('v.id', 'in', restocked)
    .where('v.is_active', '=', true)
    .where('p.is_active', '=', true)
    .execute();
  if (back.length === 0) return;
  const due = await trx
    .updateTable('stock_alerts')
    .set({ notified_at: now })
    .where(
      'variant_id',
      'in',
      back.map((variant) => variant.id),
    )
    .where('notified_at', 'is', null)
    .returning(['user_id', 'variant_id'])
    .execute();
  if (due.length === 0) return;
  const names = await variantNames(trx, [...new Set(due.map((alert) => alert.variant_id))]);
  for (const alert of due) {
    const name = names.get(alert.variant_id);
    if (!name) continue;
    const product = (language: 'en' | 'km') => name[language];
    await notify(trx, {
      userId: alert.user_id,
      notice: (language) => ({
        title: renderMessage('stockAlertNotificationTitle', {}, language),
        body: renderMessage('stockAlertNotificationBody', { product: product(language) }, language),
      }),
      at: now,
      message: {
        purpose: 'BACK_IN_STOCK',
        write: (language) => ({
          subject: renderMessage('stockAlertMessageSubject', { product: product(language) }, language),
          text: renderMessage('stockAlertMessage', { product: product(language) }, language),
        }),
      },
    });
  }
};

/** Forgets a person's alerts, when their account is anonymised. */
export const forgetStockAlerts = (db: Kysely<Database>, userId: number) =>
  db.deleteFrom('stock_alerts').where('user_id', '=', userId).execute();
