import type { Clock } from '../../../../platform/clock';
import { productNotFound, variantNotFound } from '../errors';
import type { Trx } from '../writes';

export const lockProduct = async (trx: Trx, productId: number) => {
  const locked = await trx
    .selectFrom('products')
    .select('id')
    .where('id', '=', productId)
    .forUpdate()
    .executeTakeFirst();
  if (!locked) throw productNotFound();
};

export const markProductEdited = async (trx: Trx, clock: Clock, productId: number) => {
  const now = clock.now();
  const row = await trx
    .updateTable('products')
    .set({ staff_edited_at: now, updated_at: now })
    .where('id', '=', productId)
    .returning('id')
    .executeTakeFirst();
  if (!row) throw productNotFound();
};

/** Locks the variant's product and marks it edited; answers the variant's product id. */
export const lockVariantProduct = async (trx: Trx, clock: Clock, variantId: number) => {
  const variant = await trx
    .selectFrom('product_variants')
    .select(['id', 'product_id'])
    .where('id', '=', variantId)
    .executeTakeFirst();
  if (!variant) throw variantNotFound();
  await markProductEdited(trx, clock, variant.product_id);
  return variant.product_id;
};
