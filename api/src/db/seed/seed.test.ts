import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { localizeSchema, okEnvelope } from '@portal/shared/contract';
import { sql } from 'kysely';
import { writeLocalizeFiles } from '../../../test/localize-files';
import { type StartedApi, startApi } from '../../../test/start-api';
import { hashPassword } from '../../platform/passwords';
import type { Database, Db } from '../schema';
import { demoAccountsStillOpen, seed } from '.';

const countRows = async (db: Db) => {
  const count = async (table: keyof Database) =>
    (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db)).rows[0]?.n;
  return {
    settings: await count('settings'),
    languages: await count('languages'),
    translations: await count('translations'),
  };
};

describe('seed', () => {
  let api: StartedApi;
  let localizeDir: string;
  beforeAll(async () => {
    localizeDir = await writeLocalizeFiles({
      en: { signIn: 'Sign in', signOut: 'Sign out', cart: 'Cart' },
      km: { signIn: 'ចូល', signOut: 'ចាកចេញ' },
    });
    api = await startApi({ localizeDir });
  });
  afterAll(async () => {
    await api?.close();
    await rm(localizeDir, { recursive: true, force: true });
  });

  it('writes every catalogue and showroom text a shopper reads in Khmer too, in Khmer script', async () => {
    const untranslated = await sql<{ place: string; text: string }>`
      select 'category' as place, name as text from categories where coalesce(name_km, '') !~ '[\u1780-\u17FF]'
      union all select 'product name', name from products where coalesce(name_km, '') !~ '[\u1780-\u17FF]'
      union all select 'product description', name from products
        where description <> '' and coalesce(description_km, '') !~ '[\u1780-\u17FF]'
      union all select 'showroom', name from showrooms
        where coalesce(name_km, '') !~ '[\u1780-\u17FF]' or coalesce(address_km, '') !~ '[\u1780-\u17FF]'
        or (description <> '' and coalesce(description_km, '') !~ '[\u1780-\u17FF]')
      union all select 'promotion', title from promotions where coalesce(title_km, '') !~ '[\u1780-\u17FF]'
      union all select 'home banner', title from home_banners where coalesce(title_km, '') !~ '[\u1780-\u17FF]'
      order by 1, 2`.execute(api.db);
    expect(untranslated.rows).toEqual([]);
  });

  it('changes nothing when run a second time', async () => {
    const before = await countRows(api.db);

    await seed(api.db, { localizeDir });

    expect(before).toEqual({ settings: 17, languages: 2, translations: 5 });
    expect(await countRows(api.db)).toEqual(before);
  });

  it('adds the reference data and demo accounts once, however often it runs', async () => {
    const count = async (table: keyof Database) =>
      (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(api.db)).rows[0]
        ?.n;
    const tables = [
      'customer_groups',
      'provinces',
      'districts',
      'categories',
      'popup_banners',
      'notifications',
      'users',
    ] as const;
    const snapshot = async () =>
      Object.fromEntries(await Promise.all(tables.map(async (t) => [t, await count(t)])));

    await seed(api.db, { localizeDir, demoAccounts: true });
    const once = await snapshot();
    await seed(api.db, { localizeDir, demoAccounts: true });

    expect(once).toMatchObject({
      customer_groups: 3,
      provinces: 25,
      categories: 18,
      popup_banners: 3,
      notifications: 5,
      users: 3,
    });
    expect(await snapshot()).toEqual(once);
  });

  it("keeps a switch someone turned 'off'", async () => {
    await api.db.updateTable('settings').set({ value: 'off' }).where('key', '=', 'Showroom').execute();

    await seed(api.db, { localizeDir });

    const row = await api.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'Showroom')
      .executeTakeFirst();
    expect(row?.value).toBe('off');
  });

  it('follows the files: changed texts updated, new keys added, removed keys deleted', async () => {
    await writeLocalizeFiles(
      { en: { signIn: 'Log in', cart: 'Cart', orders: 'Orders' }, km: { signIn: 'ចូល', signOut: 'ចាកចេញ' } },
      localizeDir,
    );

    await seed(api.db, { localizeDir });

    const response = await fetch(`${api.baseUrl}/client/localize`);
    const { data } = okEnvelope(localizeSchema).parse(await response.json());
    expect(data.translations.en).toEqual({ signIn: 'Log in', cart: 'Cart', orders: 'Orders' });
    expect(data.translations.km).toEqual({ signIn: 'ចូល', signOut: 'ចាកចេញ' });
  });

  it('refuses a file that is not a flat key → text map, leaving the data as it was', async () => {
    const before = await countRows(api.db);
    await writeLocalizeFiles({ en: { nested: { key: 'x' } } as never }, localizeDir);

    await expect(seed(api.db, { localizeDir })).rejects.toThrow(/en\.json is not a flat key/);
    expect(await countRows(api.db)).toEqual(before);
  });

  it('names the demo accounts that still sign in with their published passwords, for production to refuse', async () => {
    expect(await demoAccountsStillOpen(api.db)).toEqual(['010200300', '012345678', '098765432']);

    await api.db
      .updateTable('users')
      .set({ password_hash: await hashPassword('a-password-of-our-own') })
      .where('phone', 'in', ['010200300', '012345678'])
      .execute();
    expect(await demoAccountsStillOpen(api.db)).toEqual(['098765432']);
    // Signed up by a social provider only: no password signs in.
    await api.db.updateTable('users').set({ password_hash: null }).where('phone', '=', '098765432').execute();
    expect(await demoAccountsStillOpen(api.db)).toEqual([]);
  });
});
