/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';

const root = path.resolve(__dirname, '..');

/** The packages a module loads when it is loaded itself: its static imports and requires, followed through files. */
function packagesLoadedBy(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const text = fs.readFileSync(file, 'utf8');
  const specifiers = [
    ...text.matchAll(/^import [^'"]*['"]([^'"]+)['"]/gm),
    ...text.matchAll(/^(?:const|export const) [^=]+= require\(['"]([^'"]+)['"]\)/gm),
    ...text.matchAll(/createRequire\(import\.meta\.url\)\(path\.join\(root, ['"]([^'"]+)['"]\)\)/g),
  ].map((match) => match[1] as string);
  return specifiers.flatMap((specifier) => {
    if (specifier.startsWith('node:')) return [];
    if (specifier.startsWith('.')) return packagesLoadedBy(path.resolve(path.dirname(file), specifier), seen);
    if (specifier.startsWith('build-config/')) return packagesLoadedBy(path.join(root, specifier), seen);
    return [specifier];
  });
}

describe('the start command on a fresh clone', () => {
  it('loads no installed package before it has run pnpm install', () => {
    expect(packagesLoadedBy(path.join(root, 'scripts/start.mjs'))).toEqual([]);
  });
});
