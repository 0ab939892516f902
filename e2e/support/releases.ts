import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from './stack';

const require = createRequire(import.meta.url);
export const registry: typeof import('../../build-config/registry.cjs') = require('../../build-config/registry.cjs');
const releases: typeof import('../../build-config/releases.cjs') = require('../../build-config/releases.cjs');

export const liveVersion = (app: string) => registry.liveOf(registry.readRegistry())[app] as string;
export const { releaseDir } = releases;

/** Runs one of the README's pnpm commands and keeps what it printed. */
export function pnpmCommand(args: string[]) {
  // As scripts/pnpm.mjs: the pnpm that runs us, its own executable (pnpm 12) or a script for Node (older ones).
  const execPath = process.env.npm_execpath;
  const [cmd, ...pre] =
    execPath && /pnpm/.test(execPath)
      ? /\.c?js$/.test(execPath)
        ? [process.execPath, execPath]
        : [execPath]
      : ['pnpm'];
  const result = spawnSync(cmd as string, [...pre, '--silent', ...args], { cwd: repoRoot, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout.trimEnd(), stderr: result.stderr.trim() };
}

// biome-ignore lint/suspicious/noExplicitAny: a release's JSON files, edited by tests that know their shape
type Json = any;

/** Rewrites one file of a release; its precompressed copies (.br, .gz), which servers prefer, go with the old text. */
export function writeReleaseFile(file: string, text: string) {
  fs.writeFileSync(file, text);
  for (const compressed of [`${file}.br`, `${file}.gz`]) fs.rmSync(compressed, { force: true });
}

export const editJson = (file: string, edit: (json: Json) => void) => {
  const json = JSON.parse(fs.readFileSync(file, 'utf8'));
  edit(json);
  writeReleaseFile(file, JSON.stringify(json));
};

/**
 * A new release of `app` made from a copy of release `from`, under a new version, changed by `edit`: a stand-in for
 * a release whose only difference is what `edit` changes, without a production build.
 */
export function copyRelease(app: string, from: string, edit: (dir: string) => void = () => {}) {
  const version = releases.newVersion(
    from.split('-')[0] as string,
    new Date(),
    `e2e${crypto.randomBytes(3).toString('hex')}`,
  );
  const dir = releaseDir(app, version);
  fs.cpSync(releaseDir(app, from), dir, { recursive: true });
  editJson(path.join(dir, 'release.json'), (release) => {
    release.version = version;
  });
  editJson(path.join(dir, 'mf-manifest.json'), (manifest) => {
    manifest.metaData.buildInfo.buildVersion = version;
  });
  edit(dir);
  return version;
}

/** Makes `version` of `app` the live one again (by the registry, as an operator would) and deletes `extra` releases. */
export async function restoreLive(app: string, version: string, extra: string[] = []) {
  if (liveVersion(app) !== version) await registry.promote(app, version, { by: 'e2e cleanup' });
  for (const one of extra) fs.rmSync(releaseDir(app, one), { recursive: true, force: true });
}

/** A fingerprint of every file of a release, to show it did not change. */
export function fingerprint(app: string, version: string) {
  const dir = releaseDir(app, version);
  const hash = crypto.createHash('sha256');
  for (const file of (fs.readdirSync(dir, { recursive: true }) as string[]).sort()) {
    const full = path.join(dir, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest('hex');
}
