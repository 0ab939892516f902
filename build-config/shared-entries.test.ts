import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { sharedEntries } from './shared-deps.cjs';

const root = path.resolve(__dirname, '..');
const appDirs = ['host', 'shared', ...fs.readdirSync(root).filter((name) => name.startsWith('remote-'))];

/** Every source file the apps build from (tests run without the federation, so they are left out). */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The names a `import { … } from '<pkg>'` or `export { … } from '<pkg>'` takes, types left out. */
function namesFrom(source: string, pkg: string) {
  const quoted = pkg.replace(/[/.]/g, '\\$&');
  const statement = new RegExp(`(?:import|export)\\s*(?:type\\s*)?\\{([^}]*)\\}\\s*from\\s*'${quoted}'`, 'g');
  return [...source.matchAll(statement)]
    .filter((match) => !/^(import|export)\s*type\b/.test(match[0]))
    .flatMap((match) => (match[1] ?? '').split(','))
    .map((name) => name.trim())
    .filter((name) => name && !name.startsWith('type '))
    .map((name) => name.split(/\s+as\s+/)[0] ?? name);
}

describe('shared entries', () => {
  const files = appDirs.flatMap((dir) => sourceFiles(path.join(root, dir, 'src')));
  const sources = files.map((file) => fs.readFileSync(file, 'utf8'));

  it.each(Object.entries(sharedEntries))('%s: names every export an app imports from it', (pkg, entry) => {
    const offered = new Set(namesFrom(fs.readFileSync(entry, 'utf8'), `@portal/whole/${pkg}`));
    const used = new Set(sources.flatMap((source) => namesFrom(source, pkg)));
    expect(used.size).toBeGreaterThan(0);
    expect([...used].filter((name) => !offered.has(name))).toEqual([]);
    expect(sources.some((source) => new RegExp(`import \\* as \\w+ from '${pkg}'`).test(source))).toBe(false);
  });
});
