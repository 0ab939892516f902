import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';

const root = path.resolve(__dirname, '..');
const apps = ['host', 'remote-shop', 'remote-account', 'remote-services', 'remote-academy', 'remote-admin'];

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

/**
 * Where each app keeps its features, one folder each. A remote: under src/features/, with what two of its features
 * need in src/common/. The host: the folders of src/ but its app-wide ones: app/ (the composition root: the app, its
 * routes, the shell's frame and its dialogs), pages/ (the shell's own pages, which put features together),
 * federation/ (loading the remotes) and common/ (what two features need). The host's
 * server-drawn first screen (host/first-screen/) is one module of the host's server, with no features.
 */
const layouts: Record<string, { features: string; notFeatures: string[] }> = {
  host: { features: 'host/src', notFeatures: ['app', 'common', 'federation', 'pages'] },
  ...Object.fromEntries(
    apps
      .filter((app) => app !== 'host')
      .map((app) => [app, { features: `${app}/src/features`, notFeatures: [] as string[] }]),
  ),
};

/** The feature folder a path lies in, or null outside every feature. */
const featureOf = (app: string, file: string) => {
  const { features, notFeatures } = layouts[app] as { features: string; notFeatures: string[] };
  const relative = path.relative(path.join(root, features), file);
  const [first, ...rest] = relative.split(path.sep);
  if (!first || first === '..' || rest.length === 0 || notFeatures.includes(first)) return null;
  return first;
};

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

  it.each(apps)('%s keeps its features apart: no feature imports another', (app) => {
    const features = new Set<string>();
    const offending: string[] = [];
    for (const file of sources(path.join(root, layouts[app]?.features ?? app))) {
      const own = featureOf(app, file);
      if (!own) continue;
      features.add(own);
      for (const target of importsOf(file).filter((one) => one.startsWith('.'))) {
        const other = featureOf(app, path.resolve(path.dirname(file), target));
        if (other && other !== own) offending.push(`${path.relative(root, file)} -> ${target}`);
      }
    }
    // The layout above is the app's: a rule that found no features would check nothing.
    expect(features.size).toBeGreaterThan(1);
    expect(offending).toEqual([]);
  });

  it.each([...apps, 'shared'])(
    '%s takes every cache key from the query that owns it, never a key array typed again',
    (app) => {
      const cacheCall =
        /\.(invalidateQueries|refetchQueries|removeQueries|resetQueries|cancelQueries|setQueryData|getQueryData)\s*(<[^>]*>)?\(\s*(\{\s*queryKey:\s*)?\[/g;
      const typed = [...sources(path.join(root, app, 'src'))]
        .filter((file) => !/\.test\.tsx?$/.test(file))
        .flatMap((file) =>
          [...fs.readFileSync(file, 'utf8').matchAll(cacheCall)].map(
            (m) => `${path.relative(root, file)}: ${m[0]}`,
          ),
        );
      expect(typed).toEqual([]);
    },
  );
});
