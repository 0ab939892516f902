import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';

const root = path.resolve(__dirname, '../../..');
const bundle = (code: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.join(root, 'api/src/db/seed/localize', `${code}.json`), 'utf8'));

function* sources(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(full);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

/** Keys the interface asks for by name: t('key'), titleKey="key" and labelKey: 'key'. */
function usedKeys(): Set<string> {
  const keys = new Set<string>();
  const patterns = [
    /\bt\(\s*'([A-Za-z0-9_]+)'/g,
    /titleKey[=:]\s*["']([A-Za-z0-9_]+)["']/g,
    /labelKey:\s*'([A-Za-z0-9_]+)'/g,
  ];
  const dirs = [
    'shared/src',
    'host/src',
    'remote-shop/src',
    'remote-account/src',
    'remote-services/src',
    'remote-academy/src',
  ];
  for (const dir of dirs) {
    for (const file of sources(path.join(root, dir))) {
      const text = fs.readFileSync(file, 'utf8');
      for (const pattern of patterns)
        for (const match of text.matchAll(pattern)) keys.add(match[1] as string);
    }
  }
  return keys;
}

describe('translation bundles', () => {
  const en = bundle('en');
  const km = bundle('km');

  it('has an English and a Khmer text for every key the interface uses', () => {
    const used = [...usedKeys()];
    expect(used.length).toBeGreaterThan(20);
    expect(used.filter((key) => !en[key])).toEqual([]);
    expect(used.filter((key) => !km[key])).toEqual([]);
  });

  it('has the same keys in English and Khmer', () => {
    expect(Object.keys(km).sort()).toEqual(Object.keys(en).sort());
  });

  it('writes Khmer texts in Khmer script', () => {
    const khmer = /[\u1780-\u17FF]/;
    const untranslated = Object.keys(en).filter((key) => key !== 'appName' && !khmer.test(km[key] ?? ''));
    expect(untranslated).toEqual([]);
  });
});
