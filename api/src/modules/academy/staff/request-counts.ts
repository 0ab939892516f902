import { sql } from 'kysely';
import type { Db } from '../../../db/schema';

/** Training requests not yet held (pending or confirmed), as the dashboard counts them. */
export const openAcademyRequests = async (db: Db) =>
  Number(
    (
      await db
        .selectFrom('academy_tickets')
        .select(sql<string>`count(*)`.as('n'))
        .where('status', 'in', ['Pending', 'Confirmed'])
        .executeTakeFirstOrThrow()
    ).n,
  );
