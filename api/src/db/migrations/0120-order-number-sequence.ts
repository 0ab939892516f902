import { type Kysely, sql } from 'kysely';

/**
 * Order numbers come from a sequence, CP00000001 onwards: unique however many orders are placed at the same moment
 * on however many API processes (the time-and-random numbers before could collide). They never clash with those
 * older numbers, which are longer and carry letters.
 */
export const up = async (db: Kysely<unknown>) => {
  await sql`create sequence order_numbers`.execute(db);
};

export const down = async (db: Kysely<unknown>) => {
  await sql`drop sequence order_numbers`.execute(db);
};
