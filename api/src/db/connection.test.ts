import { rm } from 'node:fs/promises';
import { afterAll, describe, expect, it } from '@jest/globals';
import { startApi } from '../../test/start-api';
import { makeTempDir } from '../../test/test-database';

describe('PGlite data directory', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('keeps what was written across a close and a reopen', async () => {
    const dataDir = await makeTempDir('portal-api-persist-');
    dirs.push(dataDir);

    const first = await startApi({ dataDir });
    await first.db.updateTable('settings').set({ value: 'off' }).where('key', '=', 'Product').execute();
    await first.db
      .insertInto('languages')
      .values({ code: 'fr', locale: 'fr-FR', name: 'Français', sort: 2, is_default: false })
      .execute();
    await first.close();

    const second = await startApi({ dataDir });
    try {
      const settings = await (await fetch(`${second.baseUrl}/client/settings`)).json();
      const localize = await (await fetch(`${second.baseUrl}/client/localize`)).json();

      expect(settings.data.Product).toBe('off');
      expect(localize.data.languages.map((language: { code: string }) => language.code)).toEqual([
        'en',
        'km',
        'fr',
      ]);
    } finally {
      await second.close();
    }
  });
});
