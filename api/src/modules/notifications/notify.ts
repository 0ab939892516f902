import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { Language } from '../../platform/message-text';
import { queueMessageCte } from '../../platform/messages/queue';
import { type CustomerMessage, messageCustomer } from './customer-message';

/** What a notification says: its title and text in one language. */
export type Notice = { title: string; body: string };

export type TransactionNotification = {
  userId: number;
  /** Called once per language; each reader later sees their own. */
  notice: (language: Language) => Notice;
  /** The order, request or ticket it is about, when the screen links to it. */
  refId?: number | null;
  at: Date;
  /** Also a text message (or e-mail) in the customer's language, queued with the notification. */
  message?: CustomerMessage;
};

/** The columns of a notification written in English and Khmer. */
export const inBothLanguages = (write: (language: Language) => Notice) => {
  const english = write('en');
  const khmer = write('km');
  return { title: english.title, body: english.body, title_km: khmer.title, body_km: khmer.body };
};

/** Tells a customer that something of theirs moved on, inside the caller's transaction. */
export const notify = async (
  db: Kysely<Database>,
  { userId, notice, refId = null, at, message }: TransactionNotification,
) => {
  await db
    .insertInto('notifications')
    .values({
      user_id: userId,
      type: 'transaction',
      ...inBothLanguages(notice),
      image: null,
      ref_id: refId,
      seed_key: null,
      created_at: at,
    })
    .execute();
  if (message) await messageCustomer(db, userId, message, at);
};

/** Removes a person's own notifications and what they have read, when their account is anonymised. */
export const forgetReader = async (db: Kysely<Database>, userId: number) => {
  await db.deleteFrom('notifications').where('user_id', '=', userId).execute();
  await db.deleteFrom('notification_reads').where('user_id', '=', userId).execute();
};

/** Who a customer message goes to, as `users` has it (read by the caller under its own lock). */
export type Recipient = { phone: string | null; email: string | null; language: string; anonymised: boolean };

/**
 * `notify` as two common table expressions of the caller's one statement, for a notice about a row that statement
 * inserts (`about`: its CTE's name, with an `id`): `{{name}}` placeholders in the words are filled from that row's
 * columns (`fill`). Nothing is written when the CTE gives no row.
 */
export const notifyAboutSql = ({
  userId,
  notice,
  message,
  recipient,
  at,
  about,
  fill,
}: Omit<TransactionNotification, 'refId'> & {
  recipient: Recipient;
  about: string;
  fill: Record<string, string>;
}) => {
  const filled = (text: string) =>
    Object.entries(fill).reduce(
      (expression, [name, column]) =>
        sql`replace(${expression}, ${`{{${name}}}`}, ${sql.ref(`${about}.${column}`)})`,
      sql`${text}::text`,
    );
  const words = inBothLanguages(notice);
  const noticeCte = sql`notice as (
    insert into notifications (user_id, type, title, body, title_km, body_km, image, ref_id, seed_key, created_at)
    select ${userId}, 'transaction', ${filled(words.title)}, ${filled(words.body)}, ${filled(words.title_km)},
      ${filled(words.body_km)}, null, ${sql.ref(`${about}.id`)}, null, ${at}::timestamptz
    from ${sql.table(about)})`;
  const to = recipient.phone ?? recipient.email;
  if (!message || recipient.anonymised || !to) return noticeCte;
  const { subject, text } = message.write(recipient.language === 'km' ? 'km' : 'en');
  const queued = queueMessageCte({
    channel: recipient.phone ? 'sms' : 'email',
    to,
    subject: filled(subject),
    text: filled(text),
    purpose: message.purpose,
    at,
    from: about,
  });
  return sql`${noticeCte}, ${queued}`;
};
