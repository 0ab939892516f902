import { type CatalogueImportResult, generalCustomerGroupId } from '@portal/shared/contract';
import { isUniqueViolation } from '../../../../db/database-errors';
import type { Db } from '../../../../db/schema';
import { inTransaction } from '../../../../db/transaction';
import type { Clock } from '../../../../platform/clock';
import type { ReadCache } from '../../../../platform/read-cache';
import { recordAudit, type StaffCaller } from '../../../../platform/staff';
import { alertRestocked } from '../../stock-alerts/restocked';
import { conflict } from '../errors';
import { staffRowKey, type Trx } from '../writes';
import { checkAgainstCatalogue, type ProductPlan, type VariantPlan } from './check';
import { readSheet } from './sheet';

/** The reason of the stock movement an import makes (a message key, translated where movements are shown). */
export const importStockReason = 'stockReasonCatalogueImport';

const summaryOf = (plan: ProductPlan[]) => {
  const variants = plan.flatMap((product) => product.variants);
  return {
    productsCreated: plan.filter((product) => product.kind === 'create').length,
    productsChanged: plan.filter(
      (product) => product.kind === 'update' && Object.keys(product.set).length > 0,
    ).length,
    variantsCreated: variants.filter((variant) => variant.current === null).length,
    variantsChanged: variants.filter((variant) => variant.current !== null && variant.changed).length,
    createdSkus: variants.filter((variant) => variant.current === null).map((variant) => variant.sku),
    changedSkus: variants
      .filter((variant) => variant.current !== null && variant.changed)
      .map((variant) => variant.sku),
  };
};

const noChanges = summaryOf([]);

/** The sheet of products and variants, checked whole, then (unless a dry run) written whole in one transaction. */
export const createCatalogueImport = ({
  db,
  clock,
  readCache,
}: {
  db: Db;
  clock: Clock;
  readCache: ReadCache;
}) => {
  const writeVariant = async (
    trx: Trx,
    staff: StaffCaller,
    productId: number,
    variant: VariantPlan,
    sort: number,
  ) => {
    let variantId: number;
    if (variant.current === null) {
      ({ id: variantId } = await trx
        .insertInto('product_variants')
        .values({
          product_id: productId,
          sku: variant.sku,
          stock: variant.stock,
          is_active: variant.isActive,
          sort,
        })
        .returning('id')
        .executeTakeFirstOrThrow());
    } else {
      variantId = variant.current.id;
      await trx
        .updateTable('product_variants')
        .set({ is_active: variant.isActive, stock: variant.stock })
        .where('id', '=', variantId)
        .execute();
    }
    const stockBefore = variant.current?.stock ?? 0;
    if (variant.stock !== stockBefore) {
      const quantity = variant.stock - stockBefore;
      await trx
        .insertInto('stock_movements')
        .values({
          variant_id: variantId,
          quantity,
          stock_after: variant.stock,
          reason: importStockReason,
          staff_user_id: staff.userId,
          created_at: clock.now(),
        })
        .execute();
      await alertRestocked(trx, [{ variantId, quantity, stockAfter: variant.stock }], clock.now());
    }
    if (variant.priceCents !== null && variant.priceCents !== (variant.current?.priceCents ?? null)) {
      const price = { price_cents: variant.priceCents };
      await trx
        .insertInto('product_variant_prices')
        .values({
          variant_id: variantId,
          customer_group_id: generalCustomerGroupId,
          ...price,
          compare_at_cents: null,
        })
        .onConflict((on) => on.columns(['variant_id', 'customer_group_id']).doUpdateSet(price))
        .execute();
    }
  };

  const writeProduct = async (trx: Trx, staff: StaffCaller, product: ProductPlan) => {
    const now = clock.now();
    let productId: number;
    let sort = 0;
    if (product.kind === 'create') {
      ({ id: productId } = await trx
        .insertInto('products')
        .values({
          ...product.fields,
          key: staffRowKey(),
          created_at: now,
          updated_at: now,
          staff_edited_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow());
    } else {
      productId = product.productId;
      const edited =
        Object.keys(product.set).length > 0 || product.variants.some((variant) => variant.changed);
      if (!edited) return;
      await trx
        .updateTable('products')
        .set({ ...product.set, updated_at: now, staff_edited_at: now })
        .where('id', '=', productId)
        .execute();
      const last = await trx
        .selectFrom('product_variants')
        .select((eb) => eb.fn.max('sort').as('sort'))
        .where('product_id', '=', productId)
        .executeTakeFirst();
      sort = Number(last?.sort ?? -1) + 1;
    }
    for (const variant of product.variants) {
      if (!variant.changed) continue;
      await writeVariant(trx, staff, productId, variant, sort);
      if (variant.current === null) sort += 1;
    }
  };

  return {
    async importSheet(staff: StaffCaller, text: string, dryRun: boolean): Promise<CatalogueImportResult> {
      const sheet = readSheet(text);
      const base = { dryRun, rows: sheet.rows.length };
      const check = async (trx: Db | Trx, lock: boolean) => {
        const found = await checkAgainstCatalogue(trx, sheet.rows, sheet.problems, lock);
        return { problems: found.problems, plan: found.problems.length > 0 ? [] : found.plan };
      };
      if (dryRun) {
        const { problems, plan } = await check(db, false);
        return { ...base, written: false, problems, ...(problems.length > 0 ? noChanges : summaryOf(plan)) };
      }
      const result = await inTransaction(db, async (trx) => {
        const { problems, plan } = await check(trx, true);
        if (problems.length > 0) return { ...base, written: false, problems, ...noChanges };
        for (const product of plan) await writeProduct(trx, staff, product);
        const summary = summaryOf(plan);
        await recordAudit(trx, clock, staff, {
          action: 'catalogue.import',
          entity: 'catalogue',
          entityId: null,
          before: null,
          after: { rows: sheet.rows.length, ...summary },
        });
        return { ...base, written: true, problems, ...summary };
      }).catch((error: unknown) => {
        // Another import or a variant form took one of the sheet's new SKUs meanwhile.
        if (isUniqueViolation(error)) throw conflict('adminCatalogueSkuTaken');
        throw error;
      });
      if (result.written) readCache.invalidate('products');
      return result;
    },
  };
};

export type CatalogueImport = ReturnType<typeof createCatalogueImport>;
