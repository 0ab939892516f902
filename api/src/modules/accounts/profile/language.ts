import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { Language } from '../../../platform/message-text';

/**
 * Keeps the language a customer is using with us, so what we send them later without a request of theirs (a staff
 * move of their order, a restock) is written in it. Writes only when it changed.
 */
export const rememberLanguage = (db: Kysely<Database>, userId: number, language: Language) =>
  db
    .updateTable('users')
    .set({ language })
    .where('id', '=', userId)
    .where('language', '!=', language)
    .execute();
