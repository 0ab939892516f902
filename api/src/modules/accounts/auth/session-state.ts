import type { Db } from '../../../db/schema';

/** What the platform's auth hooks check of a token's session: ended, or its account locked or anonymised. */
export const sessionStateOf = (db: Db, sessionId: string, userId: number) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.revoked_at', 'users.locked_at', 'users.anonymised_at'])
    .where('sessions.id', '=', sessionId)
    .where('users.id', '=', userId)
    .executeTakeFirst();
