// Builds one app for production into a new release, releases/<app>/<version>/, and checks a release against the
// live ones before it goes live.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pnpmSpawn } from '../pnpm.mjs';

const require = createRequire(import.meta.url);
export const releases = require('../../build-config/releases.cjs');
export const registry = require('../../build-config/registry.cjs');
export const { withLock } = require('../../build-config/lock.cjs');

const { appDirs, repoRoot, appReleasesDir, releaseDir, releaseSourceMapsDir, newVersion, sharedRangeOf } =
  releases;

const skipped = new Set(['node_modules', 'dist', '.data']);
// Read by the servers and the release commands at run time, or by `pnpm dev` alone, never by a production build:
// changing them needs no new release.
const runTimeOnly = new Set([
  'serve.cjs',
  'draw-page.cjs',
  'paint-first.cjs',
  'registry.cjs',
  'registry-changes.cjs',
  'registry-store.cjs',
  'registry-postgres.cjs',
  'releases.cjs',
  'release-compatibility.cjs',
  'release-origin.cjs',
  'bucket-release-files.cjs',
  'lock.cjs',
  'dev-pages.cjs',
  'react-refresh-runtime.cjs',
]);
const notBuilt = (name) => runTimeOnly.has(name) || /\.(test\.tsx?|d\.cts)$/.test(name);

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (skipped.has(entry.name) || entry.name.startsWith('dist-') || notBuilt(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

// The host's route table is built from every remote's route manifest (host/route-manifests.cjs).
const routeManifests = Object.entries(appDirs)
  .filter(([app]) => app !== 'host')
  .map(([, dir]) => path.join(repoRoot, dir, 'src', 'route-manifest.json'));

/**
 * What an app's build depends on: its own sources, shared, the build configuration and the lockfile (not tests),
 * and for the host the remotes' route manifests.
 */
export function sourcesOf(app) {
  const hash = createHash('sha256');
  const read = ['shared', 'build-config'].flatMap((dir) => [...files(path.join(repoRoot, dir))]);
  read.push(...files(path.join(repoRoot, appDirs[app])), ...(app === 'host' ? routeManifests : []));
  for (const file of read.sort()) {
    hash.update(path.relative(repoRoot, file));
    hash.update(fs.readFileSync(file));
  }
  hash.update(fs.readFileSync(path.join(repoRoot, 'pnpm-lock.yaml')));
  return hash.digest('hex');
}

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

function shortCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short=7', 'HEAD'], {
      cwd: repoRoot,
      encoding: 'utf8',
    }).trim();
  } catch {
    return 'nocommit';
  }
}

function run(args, env, log) {
  return new Promise((resolve, reject) => {
    const child = pnpmSpawn(args, {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr])
      stream.on('data', (chunk) => {
        for (const line of chunk.toString().split('\n').filter(Boolean)) log(line);
      });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the build failed (${code})`))));
  });
}

/**
 * Builds `app` into a new release and returns its release.json. The build goes to a hidden folder first and is
 * renamed into place whole, so a release is never seen half-built and an existing one is never overwritten.
 */
export async function releaseApp(app, { sources = sourcesOf(app), log = console.log } = {}) {
  const version = newVersion(
    readJson(path.join(repoRoot, appDirs[app], 'package.json')).version,
    new Date(),
    shortCommit(),
  );
  const target = releaseDir(app, version);
  if (fs.existsSync(target))
    throw new Error(`${app} ${version} exists already, and a release is never overwritten`);
  const building = path.join(appReleasesDir(app), `.building-${version}`);
  // Its source maps, for staff only, outside every folder a server serves (build-config/source-maps.cjs).
  const sourceMaps = releaseSourceMapsDir(app, version);
  fs.rmSync(building, { recursive: true, force: true });
  await run(
    ['--filter', appDirs[app], 'run', 'build'],
    {
      NODE_ENV: 'production',
      OUT_DIR: building,
      SOURCE_MAPS_OUT_DIR: sourceMaps,
      MF_BUILD_VERSION: version,
      APP_BUILD_ID: version,
      // The page's scripts come from /<version>/, so a page keeps its own release's chunks after another goes live.
      PAGE_PUBLIC_PATH: `/${version}/`,
    },
    (line) => log(`[${app}] ${line}`),
  ).catch((error) => {
    fs.rmSync(sourceMaps, { recursive: true, force: true });
    throw error;
  });
  const manifest = readJson(path.join(building, 'mf-manifest.json'));
  const release = {
    app,
    version,
    commit: shortCommit(),
    builtAt: new Date().toISOString(),
    sources,
    shared: {
      version: readJson(path.join(repoRoot, 'shared/package.json')).version,
      range: sharedRangeOf(manifest) ?? null,
    },
    manifest,
  };
  fs.writeFileSync(path.join(building, 'release.json'), `${JSON.stringify(release, null, 2)}\n`);
  fs.renameSync(building, target);
  return release;
}

/**
 * Why a release cannot go live beside the live releases of the other apps, or null (build-config's one copy, which
 * the release service and the host use too).
 */
export const { incompatibility } = require('../../build-config/release-compatibility.cjs');
