import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';

const root = path.resolve(__dirname, '..');
const apps = ['host', 'remote-shop', 'remote-account', 'remote-services', 'remote-academy'];

function* sources(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(full);
    else if (/\.tsx?$/.test(entry.name)) yield full;
  }
}

const importsOf = (file: string) =>
  [...fs.readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map(
    (m) => m[1] as string,
  );

describe('the house rules', () => {
  it.each(apps)('%s imports no other app, only the shared packages', (app) => {
    const offending: string[] = [];
    for (const file of sources(path.join(root, app, 'src'))) {
      for (const target of importsOf(file)) {
        const resolved = target.startsWith('.') ? path.resolve(path.dirname(file), target) : target;
        const otherApp = apps.find(
          (other) =>
            other !== app &&
            (resolved === other ||
              resolved.startsWith(path.join(root, other)) ||
              target.startsWith(`${other}/`)),
        );
        if (otherApp) offending.push(`${path.relative(root, file)} -> ${target}`);
      }
    }
    expect(offending).toEqual([]);
  });

  it.each(apps)('%s reaches Mantine and the router only through @portal/shared', (app) => {
    const direct = [...sources(path.join(root, app, 'src'))].flatMap((file) =>
      importsOf(file)
        .filter((target) => /^(@mantine\/|react-router)/.test(target))
        .map((target) => `${path.relative(root, file)} -> ${target}`),
    );
    expect(direct).toEqual([]);
  });
});
