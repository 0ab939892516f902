import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { localizeSchema, okEnvelope } from '@portal/shared/contract';
import { writeLocalizeFiles } from '../../../../test/localize-files';
import { type StartedApi, startApi } from '../../../../test/start-api';
import { localizeDir } from '../../../db/seed/translations';

const getLocalize = async (api: StartedApi, query = '') => {
  const response = await fetch(`${api.baseUrl}/client/localize${query}`);
  expect(response.status).toBe(200);
  return okEnvelope(localizeSchema).parse(await response.json()).data;
};

describe('GET /client/localize', () => {
  let api: StartedApi;
  let fixtures: string;
  beforeAll(async () => {
    fixtures = await writeLocalizeFiles({
      en: { signIn: 'Sign in', addToCart: 'Add to cart' },
      km: { signIn: 'ចូល' },
    });
    api = await startApi({ localizeDir: fixtures });
  });
  afterAll(async () => {
    await api?.close();
    await rm(fixtures, { recursive: true, force: true });
  });

  it('lists English, the default, then Khmer', async () => {
    const localize = await getLocalize(api);

    expect(localize.defaultLanguage).toBe('en');
    expect(localize.languages).toEqual([
      { code: 'en', locale: 'en-US', name: 'English' },
      { code: 'km', locale: 'km-KH', name: 'ខ្មែរ' },
    ]);
  });

  it('answers each language its own translations', async () => {
    const localize = await getLocalize(api);

    expect(localize.translations).toEqual({
      en: { signIn: 'Sign in', addToCart: 'Add to cart' },
      km: { signIn: 'ចូល' },
    });
  });

  it('answers one language when asked, the default filling the keys it lacks', async () => {
    const localize = await getLocalize(api, '?language=km');

    expect(localize.languages.map((language) => language.code)).toEqual(['en', 'km']);
    expect(localize.translations).toEqual({ km: { signIn: 'ចូល', addToCart: 'Add to cart' } });
  });

  it('answers the default language for a code it does not offer, or an empty one', async () => {
    for (const query of ['?language=fr', '?language=']) {
      const localize = await getLocalize(api, query);

      expect(localize.translations).toEqual({ en: { signIn: 'Sign in', addToCart: 'Add to cart' } });
    }
  });
});

describe('GET /client/localize with the shipped translation files', () => {
  let api: StartedApi;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api?.close());

  it('answers exactly what api/src/db/seed/localize holds', async () => {
    const files = {
      en: JSON.parse(await readFile(join(localizeDir, 'en.json'), 'utf8')),
      km: JSON.parse(await readFile(join(localizeDir, 'km.json'), 'utf8')),
    };

    const localize = await getLocalize(api);

    expect(localize.translations).toEqual(files);
  });
});
