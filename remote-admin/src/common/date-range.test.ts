import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { createInstance } from 'i18next';
import { dateRangeText } from './date-range';

const bundle = (code: string): Record<string, string> =>
  JSON.parse(
    fs.readFileSync(path.resolve(__dirname, '../../../api/src/db/seed/localize', `${code}.json`), 'utf8'),
  );

const translator = async (language: 'en' | 'km') => {
  const i18n = createInstance();
  await i18n.init({ lng: language, resources: { [language]: { translation: bundle(language) } } });
  return i18n.t.bind(i18n);
};

describe('the days a promotion or coupon runs, in a back-office list', () => {
  it('says "Always", "From …" or "Until …" where a day is open, never "… – …"', async () => {
    const t = await translator('en');
    expect(dateRangeText(t, null, null)).toBe('Always');
    expect(dateRangeText(t, '2026-12-01', null)).toBe('From 2026-12-01');
    expect(dateRangeText(t, null, '2026-12-31')).toBe('Until 2026-12-31');
    expect(dateRangeText(t, '2026-12-01', '2026-12-31')).toBe('2026-12-01 – 2026-12-31');
  });

  it('says the same in Khmer', async () => {
    const t = await translator('km');
    for (const text of [
      dateRangeText(t, null, null),
      dateRangeText(t, '2026-12-01', null),
      dateRangeText(t, null, '2026-12-31'),
    ]) {
      expect(text).toMatch(/[\u1780-\u17FF]/);
      expect(text).not.toContain('…');
    }
  });
});
