/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';

const root = path.resolve(__dirname, '..');
const api = path.join(root, 'api');
const modules = path.join(api, 'src', 'modules');
const platform = path.join(api, 'src', 'platform');
const flows = path.join(api, 'src', 'flows');
const composition = ['deps.ts', 'compose.ts', 'app.ts', 'staff-api.ts'].map((name) =>
  path.join(api, 'src', name),
);
const domains = fs
  .readdirSync(modules, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

function* sources(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') yield* sources(full);
    } else if (/\.(ts|mjs)$/.test(entry.name)) yield full;
  }
}

/** Relative imports (static, dynamic and re-exports), resolved to the file they name. */
const importsOf = (file: string) =>
  [...fs.readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']*)'/g)].map((match) => {
    const base = path.resolve(path.dirname(file), match[1] as string);
    const found = [`${base}.ts`, path.join(base, 'index.ts'), base].find((candidate) =>
      fs.existsSync(candidate),
    );
    return found ?? base;
  });

const domainOf = (file: string) => {
  const relative = path.relative(modules, file);
  return relative.startsWith('..') ? null : (relative.split(path.sep)[0] as string);
};

const show = (file: string) => path.relative(root, file);

/** Each domain's tables, read from the `*Tables` interface in its tables.ts. */
const tablesOwnedBy = (tablesFile: string) => {
  if (!fs.existsSync(tablesFile)) return [];
  const text = fs.readFileSync(tablesFile, 'utf8');
  const block = text.slice(text.lastIndexOf('Tables {'));
  return [...block.matchAll(/^ {2}(\w+): \w+;$/gm)].map((match) => match[1] as string);
};
const ownerships = [
  ...domains.flatMap((domain) =>
    tablesOwnedBy(path.join(modules, domain, 'tables.ts')).map((table) => [table, domain] as const),
  ),
  ...tablesOwnedBy(path.join(platform, 'tables.ts')).map((table) => [table, 'platform'] as const),
];
const owner = new Map<string, string>(ownerships);

describe('the API modules', () => {
  it('are the domains the README names, each with one door (index.ts)', () => {
    const readme = fs.readFileSync(path.join(modules, 'README.md'), 'utf8');
    for (const domain of domains) {
      expect(fs.existsSync(path.join(modules, domain, 'index.ts'))).toBe(true);
      expect(readme).toContain(`\`${domain}/\``);
    }
    expect(domains.length).toBeGreaterThanOrEqual(7);
  });

  it('are entered from outside only through their index.ts (the schema may read each tables.ts)', () => {
    const schema = path.join(api, 'src', 'db', 'schema.ts');
    const offending: string[] = [];
    for (const file of sources(api)) {
      const from = domainOf(file);
      for (const target of importsOf(file)) {
        const to = domainOf(target);
        if (to === null || to === from) continue;
        const door = path.join(modules, to, 'index.ts');
        const schemaPart = file === schema && target === path.join(modules, to, 'tables.ts');
        if (target !== door && !schemaPart) offending.push(`${show(file)} -> ${show(target)}`);
      }
    }
    expect(offending).toEqual([]);
  });

  it('declare what they need: no module or flow imports the composition (their tests may build the app)', () => {
    const offending = [...sources(modules), ...sources(flows)]
      .filter((file) => !file.endsWith('.test.ts'))
      .flatMap((file) =>
        importsOf(file)
          .filter((target) => composition.includes(target))
          .map((target) => `${show(file)} -> ${show(target)}`),
      );
    expect(offending).toEqual([]);
  });

  it('leave the platform free of features: it imports no module and no composition', () => {
    const offending = [...sources(platform)]
      .filter((file) => !file.endsWith('.test.ts'))
      .flatMap((file) =>
        importsOf(file)
          .filter((target) => domainOf(target) !== null || composition.includes(target))
          .map((target) => `${show(file)} -> ${show(target)}`),
      );
    expect(offending).toEqual([]);
  });

  it('give every table a migration creates exactly one owner', () => {
    const created = new Set<string>();
    for (const file of sources(path.join(api, 'src', 'db', 'migrations')))
      for (const match of fs
        .readFileSync(file, 'utf8')
        .matchAll(/createTable\('(\w+)'\)|create table (?:if not exists )?(\w+)/g))
        created.add((match[1] ?? match[2]) as string);
    expect(created.size).toBeGreaterThan(60);
    expect([...created].filter((table) => !owner.has(table))).toEqual([]);
    expect(ownerships.length).toBe(owner.size);
  });

  it('write only to their own tables; another module’s go through its door', () => {
    const offending: string[] = [];
    const writes = /\.(insertInto|updateTable|deleteFrom)\(\s*'(\w+)'/g;
    for (const file of [...sources(modules), ...sources(platform)]) {
      if (file.endsWith('.test.ts')) continue;
      const writer = domainOf(file) ?? 'platform';
      for (const match of fs.readFileSync(file, 'utf8').matchAll(writes)) {
        const table = match[2] as string;
        const tableOwner = owner.get(table);
        if (tableOwner !== writer)
          offending.push(`${show(file)}: ${match[1]}('${table}') owned by ${tableOwner}`);
      }
    }
    expect(offending).toEqual([]);
  });

  it('keep every source file under 400 lines (tests, migrations, seeds and table types aside)', () => {
    const long = [...sources(path.join(api, 'src'))]
      .filter((file) => !/[/\\](migrations|seed)[/\\]/.test(file) && !/(tables|\.test)\.ts$/.test(file))
      .map((file) => ({ file: show(file), lines: fs.readFileSync(file, 'utf8').split('\n').length }))
      .filter(({ lines }) => lines > 400);
    expect(long).toEqual([]);
  });
});
