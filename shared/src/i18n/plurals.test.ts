import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { createInstance } from 'i18next';

const root = path.resolve(__dirname, '../../..');
const bundle = (code: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.join(root, 'api/src/db/seed/localize', `${code}.json`), 'utf8'));

const translator = async (language: 'en' | 'km') => {
  const i18n = createInstance();
  await i18n.init({ lng: language, resources: { [language]: { translation: bundle(language) } } });
  return i18n.t.bind(i18n);
};

describe('counts in the translation bundles', () => {
  it('never write "(s)" for a plural: English has a one and an other form', () => {
    const en = bundle('en');
    expect(Object.keys(en).filter((key) => /\w\(s\)(?!:\/\/)/.test(en[key] ?? ''))).toEqual([]);
  });

  it.each([
    ['catalogueProductCount', {}, '1 product', '2 products'],
    ['catalogueReviewSummary', { average: '4.5' }, '4.5 out of 5 (1 review)', '4.5 out of 5 (2 reviews)'],
    ['academyPeopleOnDate', { date: '01-12-2026' }, '1 person on 01-12-2026', '2 people on 01-12-2026'],
    ['orderItemCount', {}, '1 item', '2 items'],
    ['shellCartWithCount', {}, 'Cart, 1 item', 'Cart, 2 items'],
    ['academyExperienceYearsCount', {}, '1 year of experience', '2 years of experience'],
    ['servicePackageCheckupsPerMonth', {}, '1 check-up a month', '2 check-ups a month'],
  ])('%s says 1 and 2 in English', async (key, options, one, two) => {
    const t = await translator('en');
    expect(t(key, { ...options, count: 1 })).toBe(one);
    expect(t(key, { ...options, count: 2 })).toBe(two);
  });

  it('gives Khmer (one form for every count) its own text for 1 and for 2', async () => {
    const t = await translator('km');
    const km = bundle('km');
    expect(t('catalogueProductCount', { count: 1 })).toBe(
      (km.catalogueProductCount_other ?? km.catalogueProductCount)?.replace('{{count}}', '1'),
    );
    expect(t('catalogueProductCount', { count: 2 })).toMatch(/[\u1780-\u17FF]/);
  });
});
