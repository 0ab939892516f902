import { ErrorCode, type StockAlertState } from '@portal/shared/contract';
import type { Db } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import type { Clock } from '../../../platform/clock';
import { AppError } from '../../../platform/errors';
import type { Language } from '../../../platform/message-text';
import { rememberLanguage } from '../../accounts';
import { liveStock } from '../stock';

/** Customers ask to be told when a sold-out variant is back; `alertRestocked` tells them. */
export const createStockAlertService = ({ db, clock }: { db: Db; clock: Clock }) => ({
  /** Asking twice keeps one alert; an alert already sent is armed again. */
  async subscribe(userId: number, variantId: number, language: Language): Promise<StockAlertState> {
    // The variant is held while the alert is written: a restock in progress ends first (and the variant is in
    // stock), or starts after and finds the alert to tell.
    await inTransaction(db, async (trx) => {
      if ((await liveStock(trx, variantId, { hold: true })) > 0)
        throw new AppError(409, ErrorCode.conflict, 'stockAlertInStock');
      // The alert is written in the language the customer asked in.
      await rememberLanguage(trx, userId, language);
      await trx
        .insertInto('stock_alerts')
        .values({ user_id: userId, variant_id: variantId, created_at: clock.now(), notified_at: null })
        .onConflict((conflict) =>
          conflict
            .columns(['user_id', 'variant_id'])
            .doUpdateSet({ created_at: clock.now(), notified_at: null })
            .where('stock_alerts.notified_at', 'is not', null),
        )
        .execute();
    });
    return { variantId, isSubscribed: true };
  },

  async unsubscribe(userId: number, variantId: number): Promise<StockAlertState> {
    await db
      .deleteFrom('stock_alerts')
      .where('user_id', '=', userId)
      .where('variant_id', '=', variantId)
      .execute();
    return { variantId, isSubscribed: false };
  },

  /** The variants of a product the customer is still waiting for. */
  async waitingOn(userId: number, productId: number): Promise<number[]> {
    const rows = await db
      .selectFrom('stock_alerts as a')
      .innerJoin('product_variants as v', 'v.id', 'a.variant_id')
      .select('a.variant_id')
      .where('a.user_id', '=', userId)
      .where('v.product_id', '=', productId)
      .where('a.notified_at', 'is', null)
      .orderBy('a.variant_id')
      .execute();
    return rows.map((row) => row.variant_id);
  },
});

export type StockAlertService = ReturnType<typeof createStockAlertService>;
