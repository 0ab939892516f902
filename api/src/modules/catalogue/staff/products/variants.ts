import type {
  AdminVariant,
  adminVariantCreateBodySchema,
  adminVariantPricesBodySchema,
  adminVariantUpdateBodySchema,
} from '@portal/shared/contract';
import type { z } from 'zod';
import { isUniqueViolation } from '../../../../db/database-errors';
import type { Db } from '../../../../db/schema';
import type { Clock } from '../../../../platform/clock';
import { auditedWrite, type StaffCaller } from '../../../../platform/staff';
import { assertCustomerGroupsExist } from '../checks';
import { conflict } from '../errors';
import type { Changed } from '../writes';
import { checkOptionCombination, optionValueIdsFor } from './option-values';
import { lockProduct, lockVariantProduct, markProductEdited } from './product-locks';
import { variantsOf } from './product-rows';

type VariantCreateBody = z.output<typeof adminVariantCreateBodySchema>;
type VariantUpdateBody = z.output<typeof adminVariantUpdateBodySchema>;
type VariantPricesBody = z.output<typeof adminVariantPricesBodySchema>;

const skuTaken = (error: unknown): never => {
  if (isUniqueViolation(error)) throw conflict('adminCatalogueSkuTaken');
  throw error;
};

/** A product's variants and their per-group prices for the catalogue desk. */
export const createVariantDesk = ({ db, clock, changed }: { db: Db; clock: Clock; changed: Changed }) => ({
  /**
   * A new variant of `productId`. The first one decides the product's options (none, or these); every later one
   * must name one value of each of those options, in a combination no other variant has.
   */
  async createVariant(staff: StaffCaller, productId: number, body: VariantCreateBody): Promise<AdminVariant> {
    return changed(
      await auditedWrite(db, clock, staff, async (trx) => {
        await lockProduct(trx, productId);
        await markProductEdited(trx, clock, productId);
        const variants = await variantsOf(trx, productId);
        const wanted = body.optionValues;
        checkOptionCombination(variants, wanted);
        const optionValueIds = await optionValueIdsFor(trx, productId, wanted);
        const { id } = await trx
          .insertInto('product_variants')
          .values({ product_id: productId, sku: body.sku, is_active: body.isActive, sort: variants.length })
          .returning('id')
          .executeTakeFirstOrThrow()
          .catch(skuTaken);
        if (optionValueIds.length > 0)
          await trx
            .insertInto('product_variant_values')
            .values(
              optionValueIds.map((optionValueId) => ({ variant_id: id, option_value_id: optionValueId })),
            )
            .execute();
        const variant = (await variantsOf(trx, productId)).find((candidate) => candidate.id === id);
        return {
          result: variant as AdminVariant,
          audit: {
            action: 'variant.create',
            entity: 'variant',
            entityId: id,
            before: null,
            after: variant,
          },
        };
      }),
      'products',
    );
  },

  async updateVariant(staff: StaffCaller, variantId: number, body: VariantUpdateBody): Promise<AdminVariant> {
    return changed(
      await auditedWrite(db, clock, staff, async (trx) => {
        const productId = await lockVariantProduct(trx, clock, variantId);
        const before = (await variantsOf(trx, productId)).find((variant) => variant.id === variantId);
        await trx
          .updateTable('product_variants')
          .set({
            sku: body.sku,
            is_active: body.isActive,
            ...(body.lowStockLevel === undefined ? {} : { low_stock_level: body.lowStockLevel }),
          })
          .where('id', '=', variantId)
          .execute()
          .catch(skuTaken);
        const after = (await variantsOf(trx, productId)).find((variant) => variant.id === variantId);
        return {
          result: after as AdminVariant,
          audit: {
            action: 'variant.update',
            entity: 'variant',
            entityId: variantId,
            before: { sku: before?.sku, isActive: before?.isActive, lowStockLevel: before?.lowStockLevel },
            after: { sku: after?.sku, isActive: after?.isActive, lowStockLevel: after?.lowStockLevel },
          },
        };
      }),
      'products',
    );
  },

  /** Replaces the variant's price list in one go: the shop charges the new prices from the next read on. */
  async setPrices(staff: StaffCaller, variantId: number, body: VariantPricesBody): Promise<AdminVariant> {
    return changed(
      await auditedWrite(db, clock, staff, async (trx) => {
        const productId = await lockVariantProduct(trx, clock, variantId);
        await assertCustomerGroupsExist(
          trx,
          body.prices.map((price) => price.customerGroupId),
        );
        const before = (await variantsOf(trx, productId)).find((variant) => variant.id === variantId);
        await trx.deleteFrom('product_variant_prices').where('variant_id', '=', variantId).execute();
        if (body.prices.length > 0)
          await trx
            .insertInto('product_variant_prices')
            .values(
              body.prices.map((price) => ({
                variant_id: variantId,
                customer_group_id: price.customerGroupId,
                price_cents: price.priceCents,
                compare_at_cents: price.compareAtCents ?? null,
              })),
            )
            .execute();
        const after = (await variantsOf(trx, productId)).find((variant) => variant.id === variantId);
        return {
          result: after as AdminVariant,
          audit: {
            action: 'variant.prices',
            entity: 'variant',
            entityId: variantId,
            before: { prices: before?.prices ?? [] },
            after: { prices: after?.prices ?? [] },
          },
        };
      }),
      'products',
    );
  },
});
