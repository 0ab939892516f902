import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Kysely } from 'kysely';
import { pgliteExtensions } from './connection';
import { migrateToLatest } from './migrate';
import { createPgliteDialect } from './pglite-dialect';
import type { Database } from './schema';

describe('PGlite dialect', () => {
  let db: Kysely<Database>;
  beforeAll(async () => {
    db = new Kysely<Database>({
      dialect: createPgliteDialect(await PGlite.create({ extensions: pgliteExtensions })),
    });
    await migrateToLatest(db);
  });
  afterAll(() => db?.destroy());

  it('keeps a concurrent query out of an open transaction', async () => {
    let outside: Promise<unknown> = Promise.resolve();

    const transaction = db.transaction().execute(async (trx) => {
      await trx.insertInto('settings').values({ key: 'inside', value: 'on' }).execute();
      outside = db.insertInto('settings').values({ key: 'outside', value: 'on' }).execute();
      await new Promise((resolve) => setTimeout(resolve, 50));
      throw new Error('roll back');
    });

    await expect(transaction).rejects.toThrow('roll back');
    await outside;
    const keys = await db
      .selectFrom('settings')
      .select('key')
      .where('key', 'in', ['inside', 'outside'])
      .execute();
    expect(keys).toEqual([{ key: 'outside' }]);
  });
});
