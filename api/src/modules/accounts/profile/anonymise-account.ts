import { deleteAccountAfterDays } from '@portal/shared/contract';
import type { Db, Trx } from '../../../db/schema';

const dayMs = 24 * 60 * 60 * 1000;

/** Whose deletion request is older than 7 days and not yet carried out. */
export const accountsDueForDeletion = async (db: Db, now: Date) => {
  const cutoff = new Date(now.getTime() - deleteAccountAfterDays * dayMs);
  const due = await db
    .selectFrom('users')
    .select('id')
    .where('delete_requested_at', '<=', cutoff)
    .where('anonymised_at', 'is', null)
    .execute();
  return due.map((row) => row.id);
};

/**
 * Anonymises one account, if it is still due and no other process holds it: names, phone, e-mail, password,
 * picture and everything personal the accounts keep go; the row itself stays (orders keep pointing at it, for the
 * books). Answers the addresses messages went to and the uploaded files to remove, or null when not done.
 */
export const anonymiseAccount = async (trx: Trx, id: number, now: Date) => {
  const cutoff = new Date(now.getTime() - deleteAccountAfterDays * dayMs);
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
  await trx.deleteFrom('addresses').where('user_id', '=', id).execute();
  await trx.deleteFrom('business_partner_requests').where('user_id', '=', id).execute();
  await trx.deleteFrom('feedback').where('user_id', '=', id).execute();
  const uploads = await trx.deleteFrom('uploads').where('user_id', '=', id).returning('key').execute();
  return { recipients, files: uploads.map((upload) => upload.key) };
};
