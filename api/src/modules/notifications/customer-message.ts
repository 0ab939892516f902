import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Language } from '../../platform/message-text';
import { queueMessage } from '../../platform/messages';

/** A text message or e-mail to a customer: what it is for and its words in a language. */
export type CustomerMessage = {
  /** What the message is for, kept with it in the outbox (ORDER_PLACED, BACK_IN_STOCK …). */
  purpose: string;
  write: (language: Language) => { subject: string; text: string };
};

/**
 * Queues `message` to the customer in the language they last used with us, inside the caller's transaction: a text
 * message to their phone, or an e-mail when they have only an e-mail (as sign-in codes go); nothing for an
 * anonymised account or one with neither.
 */
export const messageCustomer = async (
  db: Kysely<Database>,
  userId: number,
  message: CustomerMessage,
  at: Date,
) => {
  const user = await db
    .selectFrom('account_people')
    .select(['phone', 'email', 'language'])
    .where('id', '=', userId)
    .where('anonymised_at', 'is', null)
    .executeTakeFirst();
  const to = user?.phone ?? user?.email;
  if (!user || !to) return;
  const { subject, text } = message.write(user.language === 'km' ? 'km' : 'en');
  await queueMessage(
    db,
    { channel: user.phone ? 'sms' : 'email', to, subject, text, purpose: message.purpose },
    at,
  );
};
