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

/** The names one interface of a tables.ts lists: `*Tables` (what a domain owns) or `*Views` (what others may read). */
const declaredIn = (tablesFile: string, kind: 'Tables' | 'Views') => {
  if (!fs.existsSync(tablesFile)) return [];
  const text = fs.readFileSync(tablesFile, 'utf8');
  const start = text.lastIndexOf(`${kind} {`);
  if (start < 0) return [];
  const block = text.slice(start, text.indexOf('\n}', start));
  return [...block.matchAll(/^ {2}(\w+): \w+;$/gm)].map((match) => match[1] as string);
};
/** Each domain's tables, read from the `*Tables` interface in its tables.ts. */
const tablesOwnedBy = (tablesFile: string) => declaredIn(tablesFile, 'Tables');
const ownerships = [
  ...domains.flatMap((domain) =>
    tablesOwnedBy(path.join(modules, domain, 'tables.ts')).map((table) => [table, domain] as const),
  ),
  ...tablesOwnedBy(path.join(platform, 'tables.ts')).map((table) => [table, 'platform'] as const),
];
const owner = new Map<string, string>(ownerships);
const publishedViews = new Set(
  domains.flatMap((domain) => declaredIn(path.join(modules, domain, 'tables.ts'), 'Views')),
);

/** A Kysely call naming a table (`rowsExist(db, 'table', ids)` too), and a table in the text of SQL. */
const tableCall =
  /\b(?:selectFrom|(?:inner|left|right|full|cross)Join(?:Lateral)?|insertInto|updateTable|deleteFrom|mergeInto|rowsExist\(\s*\w+,)\(?\s*'(\w+)/g;
const tableInSql = /\b(?:from|join|into|update)\s+"?([a-z_]+)"?(?![.\w])/gi;
const sqlTag = /\bsql(?:<[^`=]*?>)?`/g;

/** The literal text of the template whose opening backtick is just before `start` (`${…}` as `?`), and its end. */
const templateAt = (text: string, start: number): [string, number] => {
  let literal = '';
  let at = start;
  while (at < text.length && text[at] !== '`') {
    if (text[at] === '\\') at += 2;
    else if (text.startsWith('${', at)) {
      literal += ' ? ';
      let depth = 0;
      for (at += 2; at < text.length && !(text[at] === '}' && depth === 0); at++) {
        if (text[at] === '`') at = templateAt(text, at + 1)[1] - 1;
        else if (text[at] === '{') depth++;
        else if (text[at] === '}') depth--;
      }
      at++;
    } else literal += text[at++];
  }
  return [literal, at + 1];
};

/** The tables a source file names in a Kysely call or in the text of an `sql` template (nested ones too). */
const tablesNamedIn = (file: string) => {
  const text = fs.readFileSync(file, 'utf8');
  const names = new Set([...text.matchAll(tableCall)].map((match) => match[1] as string));
  for (const tag of text.matchAll(sqlTag))
    for (const match of templateAt(text, tag.index + tag[0].length)[0].matchAll(tableInSql))
      names.add((match[1] as string).toLowerCase());
  return [...names];
};

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

  it('import each other in one direction: no circle between modules (flows are where domains meet)', () => {
    const edges = new Map(domains.map((domain) => [domain, new Set<string>()]));
    for (const file of sources(modules)) {
      if (file.endsWith('.test.ts')) continue;
      const from = domainOf(file) as string;
      for (const target of importsOf(file)) {
        const to = domainOf(target);
        if (to !== null && to !== from) edges.get(from)?.add(to);
      }
    }
    const circles: string[] = [];
    const walk = (path: string[]) => {
      for (const next of edges.get(path.at(-1) as string) ?? []) {
        if (next === path[0]) circles.push([...path, next].join(' -> '));
        else if (!path.includes(next) && next > (path[0] as string)) walk([...path, next]);
      }
    };
    for (const domain of domains) walk([domain]);
    expect(circles).toEqual([]);
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

  it('read another module’s data only through its door or the views it publishes (`*Views` in its tables.ts)', () => {
    const offending = [...sources(modules), ...sources(platform), ...sources(flows)]
      .filter((file) => !file.endsWith('.test.ts'))
      .flatMap((file) => {
        const reader = domainOf(file) ?? (file.startsWith(platform) ? 'platform' : 'flows');
        return tablesNamedIn(file)
          .filter((table) => owner.has(table) && owner.get(table) !== reader && !publishedViews.has(table))
          .map((table) => `${show(file)} -> ${table}`);
      });
    expect(offending).toEqual([]);
  });

  it('hand out no SQL through their doors (answers, views and database functions instead)', () => {
    const handedOut = domains.flatMap((domain) =>
      [...fs.readFileSync(path.join(modules, domain, 'index.ts'), 'utf8').matchAll(/^export \{([^}]*)\}/gm)]
        .flatMap((match) => (match[1] as string).split(','))
        .map((name) => name.replace(/^\s*type\s+/, '').trim())
        .filter((name) => /(Sql|Query|Columns|Cte)$/.test(name))
        .map((name) => `${domain}: ${name}`),
    );
    expect(handedOut).toEqual([]);
  });

  it('call another module’s database functions only where it publishes them (`*Functions` in its tables.ts)', () => {
    const owners = [...domains, 'platform'];
    const published = new Set(
      owners.flatMap((name) => {
        const file = path.join(name === 'platform' ? platform : path.join(modules, name), 'tables.ts');
        const declared = fs.existsSync(file)
          ? fs.readFileSync(file, 'utf8').match(/Functions =([^;]*);/)
          : null;
        return [...(declared?.[1] ?? '').matchAll(/'(\w+)'/g)].map((match) => match[1] as string);
      }),
    );
    const call = new RegExp(`\\b((?:${owners.join('|').replaceAll('-', '_')})_\\w+)\\s*\\(`, 'g');
    const offending = [...sources(modules), ...sources(platform), ...sources(flows)]
      .filter((file) => !file.endsWith('.test.ts'))
      .flatMap((file) => {
        const caller = (domainOf(file) ?? (file.startsWith(platform) ? 'platform' : 'flows')).replaceAll(
          '-',
          '_',
        );
        return [...fs.readFileSync(file, 'utf8').matchAll(call)]
          .map((match) => match[1] as string)
          .filter((name) => !name.startsWith(`${caller}_`) && !published.has(name))
          .map((name) => `${show(file)} -> ${name}`);
      });
    expect(published.size).toBeGreaterThanOrEqual(6);
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
