import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Language } from '../../platform/message-text';
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
 * What `notify` writes, as plain values for a notice written inside another statement (the order flow's one
 * statement calls `notifications_notify`, migration 0362): the words in both languages and the message in the
 * recipient's, with `{{name}}` placeholders the statement fills. No message for an anonymised person or no address.
 */
export const noticeToWrite = ({
  notice,
  message,
  recipient,
}: Pick<TransactionNotification, 'notice' | 'message'> & { recipient: Recipient }) => {
  const to = recipient.phone ?? recipient.email;
  if (!message || recipient.anonymised || !to) return { words: inBothLanguages(notice), message: null };
  const { subject, text } = message.write(recipient.language === 'km' ? 'km' : 'en');
  return {
    words: inBothLanguages(notice),
    message: { channel: recipient.phone ? 'sms' : 'email', to, subject, text, purpose: message.purpose },
  };
};
