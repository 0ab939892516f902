import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from '@jest/globals';
import { Kysely } from 'kysely';
import { pgliteExtensions } from './connection';
import { migrateToLatest } from './migrate';
import { migrations } from './migrations';
import { createPgliteDialect } from './pglite-dialect';
import type { Database } from './schema';

describe('migrations', () => {
  let db: Kysely<Database>;
  afterAll(() => db?.destroy());

  it('runs a migration from a parallel branch numbered below one already applied', async () => {
    db = new Kysely<Database>({
      dialect: createPgliteDialect(await PGlite.create({ extensions: pgliteExtensions })),
    });
    const names = Object.keys(migrations).sort();
    const late = names.at(-2) as string;
    const { [late]: _left, ...withoutLate } = migrations;

    await migrateToLatest(db, withoutLate);
    expect(await migrateToLatest(db)).toEqual([late]);
  });
});
