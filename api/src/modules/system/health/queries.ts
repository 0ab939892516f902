import { sql } from 'kysely';
import type { Db } from '../../../db/schema';

export const pingDatabase = async (db: Db) => {
  await sql`select 1`.execute(db);
};
