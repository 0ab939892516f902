import { type Kysely, sql } from 'kysely';

/**
 * What other domains may call of accounts inside their own statement: spending a customer's points (and remembering
 * the language they last wrote in, as `rememberLanguage` does). True when the balance held them; none is always held.
 */
export const up = async (db: Kysely<unknown>) => {
  await sql`create function accounts_spend_points(buyer int, points int, spoken text)
    returns boolean language plpgsql as $$
    begin
      update users set total_points = total_points - points, language = spoken
      where id = buyer and total_points >= points;
      return found;
    end $$`.execute(db);
};

export const down = async (db: Kysely<unknown>) => {
  await sql`drop function if exists accounts_spend_points(int, int, text)`.execute(db);
};
