import type { Db } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { accountsDueForDeletion, anonymiseAccount } from '../modules/accounts';
import { forgetStockAlerts } from '../modules/catalogue';
import { forgetReader } from '../modules/notifications';
import type { Clock } from '../platform/clock';
import { forgetOutboxOf } from '../platform/messages';
import type { FileStorage } from '../platform/storage';
import { forgetThrottlesOf } from '../platform/throttle';

/**
 * Carries out every deletion request older than 7 days, one account a transaction: the accounts anonymise the
 * person, then the outbox, the throttles, the notifications and the stock alerts forget them. Safe to run any number
 * of times and from several processes at once. Returns the accounts it anonymised.
 */
export const anonymiseDeletedAccounts = async (
  db: Db,
  clock: Clock,
  { storage }: { storage?: FileStorage } = {},
): Promise<number[]> => {
  const now = clock.now();
  const done: number[] = [];
  for (const id of await accountsDueForDeletion(db, now)) {
    const files = await inTransaction(db, async (trx) => {
      const forgotten = await anonymiseAccount(trx, id, now);
      if (!forgotten) return null;
      if (forgotten.recipients.length > 0) {
        await forgetOutboxOf(trx, forgotten.recipients);
        await forgetThrottlesOf(trx, forgotten.recipients);
      }
      await forgetReader(trx, id);
      await forgetStockAlerts(trx, id);
      return forgotten.files;
    });
    if (!files) continue;
    // The pictures go once the rows are gone; a file left behind by a crash here is no longer reachable by key.
    for (const key of files) await storage?.remove(key);
    done.push(id);
  }
  return done;
};
