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

/**
 * Takes points from a customer's balance and remembers their language (as `rememberLanguage` does), as one common
 * table expression of the caller's statement: `spent` has the buyer's row when the balance held the points (none
 * spent is always held).
 */
export const spendPointsSql = (userId: number, points: number, language: string) =>
  sql`spent as (
    update users set total_points = total_points - ${points}::int, language = ${language}
    where id = ${userId} and total_points >= ${points}::int
    returning id)`;
