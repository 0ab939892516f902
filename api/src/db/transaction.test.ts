import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { type StartedApi, startApi } from '../../test/start-api';
import { inTransaction } from './transaction';

const raise = (code: string) =>
  sql`do $$ begin raise exception 'raised by the test' using errcode = ${sql.lit(code)}; end $$`;

describe('inTransaction', () => {
  let api: StartedApi;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api?.close());

  it.each(['40001', '40P01'])(
    'runs the work once more after PostgreSQL rolls it back with %s',
    async (code) => {
      let runs = 0;
      const result = await inTransaction(api.db, async (trx) => {
        runs += 1;
        await sql`update settings set value = value where key = 'enableAcademy'`.execute(trx);
        if (runs === 1) await raise(code).execute(trx);
        return 'done';
      });
      expect({ result, runs }).toEqual({ result: 'done', runs: 2 });
    },
  );

  it('gives up after the second conflict, and never retries any other failure', async () => {
    let runs = 0;
    await expect(
      inTransaction(api.db, async (trx) => {
        runs += 1;
        await raise('40001').execute(trx);
      }),
    ).rejects.toMatchObject({ code: '40001' });
    expect(runs).toBe(2);

    runs = 0;
    await expect(
      inTransaction(api.db, async (trx) => {
        runs += 1;
        await raise('23505').execute(trx);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(runs).toBe(1);
  });
});
