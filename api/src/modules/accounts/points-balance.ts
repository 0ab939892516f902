import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** Adds earned or returned points to a customer's balance. */
export const addPoints = async (db: Kysely<Database>, userId: number, points: number) => {
  await db
    .updateTable('users')
    .set({ total_points: sql`total_points + ${points}` })
    .where('id', '=', userId)
    .execute();
};
