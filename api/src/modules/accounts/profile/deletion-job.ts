import { deleteAccountAfterDays } from '@portal/shared/contract';
import type { Db } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import type { Clock } from '../../../platform/clock';
import { forgetOutboxOf } from '../../../platform/messages';
import type { FileStorage } from '../../../platform/storage';
import { forgetThrottlesOf } from '../../../platform/throttle';
import { forgetStockAlerts } from '../../catalogue';
import { forgetReader } from '../../notifications';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Anonymises every account whose deletion request is older than 7 days: names, phone, e-mail, password, picture
 * and everything personal hanging off the account go; the row itself stays (orders keep pointing at it, for the
 * books). Safe to run any number of times and from several processes at once. Returns the accounts it anonymised.
 */
export const anonymiseDeletedAccounts = async (
  db: Db,
  clock: Clock,
  { storage }: { storage?: FileStorage } = {},
): Promise<number[]> => {
  const now = clock.now();
  const cutoff = new Date(now.getTime() - deleteAccountAfterDays * dayMs);
  const due = await db
    .selectFrom('users')
    .select('id')
    .where('delete_requested_at', '<=', cutoff)
    .where('anonymised_at', 'is', null)
    .execute();
  const done: number[] = [];
  for (const { id } of due) {
    const files = await inTransaction(db, async (trx) => {
      const user = await trx
        .selectFrom('users')
        .select(['phone', 'email'])
        .where('id', '=', id)
        .where('delete_requested_at', '<=', cutoff)
        .where('anonymised_at', 'is', null)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!user) return null;
      await trx
        .updateTable('users')
        .set({
          first_name: 'Deleted',
          last_name: 'account',
          gender: 'Other',
          phone: null,
          email: null,
          email_verified_at: null,
          password_hash: null,
          image: null,
          notifications_seen_at: null,
          anonymised_at: now,
          updated_at: now,
        })
        .where('id', '=', id)
        .execute();
      await trx.deleteFrom('social_identities').where('user_id', '=', id).execute();
      await trx.deleteFrom('sessions').where('user_id', '=', id).execute();
      await trx.deleteFrom('otp_codes').where('user_id', '=', id).execute();
      // Addresses asked for and never confirmed were sent codes too.
      const pending = await trx
        .deleteFrom('contact_changes')
        .where('user_id', '=', id)
        .returning('value')
        .execute();
      const recipients = [user.phone, user.email, ...pending.map((row) => row.value)].filter(
        (value): value is string => Boolean(value),
      );
      if (recipients.length > 0) {
        await forgetOutboxOf(trx, recipients);
        await forgetThrottlesOf(trx, recipients);
      }
      await trx.deleteFrom('addresses').where('user_id', '=', id).execute();
      await trx.deleteFrom('business_partner_requests').where('user_id', '=', id).execute();
      await forgetReader(trx, id);
      await forgetStockAlerts(trx, id);
      await trx.deleteFrom('feedback').where('user_id', '=', id).execute();
      const uploads = await trx.deleteFrom('uploads').where('user_id', '=', id).returning('key').execute();
      return uploads.map((upload) => upload.key);
    });
    if (!files) continue;
    // The pictures go once the rows are gone; a file left behind by a crash here is no longer reachable by key.
    for (const key of files) await storage?.remove(key);
    done.push(id);
  }
  return done;
};
