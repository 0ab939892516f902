import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { create } from 'tar';

export type ReleaseFolderOptions = {
  app: string;
  version: string;
  /** The @portal/shared it was built against (a host provides it), and the range it asks of its host. */
  shared?: { version: string; range: string | null };
  /** What its mf-manifest.json says it was built as, when that is not its version. */
  buildVersion?: string;
  /** More files, by path inside the release. */
  files?: Record<string, string | Buffer>;
};

/**
 * A small release folder as `pnpm release` writes one (release.json, mf-manifest.json, an entry and a hashed chunk),
 * without a webpack build. Answers the folder.
 */
export const writeReleaseFolder = (options: ReleaseFolderOptions) => {
  const { app, version, shared = { version: '5.0.0', range: app === 'host' ? null : '^5.0.0' } } = options;
  const folder = mkdtempSync(join(tmpdir(), `portal-release-${app}-`));
  const core = { core: '2.9.3', provides: app === 'host' };
  const manifest = {
    id: app,
    name: app,
    metaData: {
      name: app,
      buildInfo: { buildVersion: options.buildVersion ?? version, buildName: app },
      federationRuntime: core,
    },
    shared: shared.range ? [{ name: '@portal/shared', requiredVersion: shared.range }] : [],
  };
  const release = {
    app,
    version,
    commit: version.split('-').at(-1),
    builtAt: '2026-11-27T12:00:00.000Z',
    sources: 'fixture',
    shared,
    manifest,
  };
  const files: Record<string, string | Buffer> = {
    'release.json': `${JSON.stringify(release, null, 2)}\n`,
    'mf-manifest.json': JSON.stringify(manifest),
    'remoteEntry.js': `/* ${app} ${version} */`,
    'index.html': `<!doctype html><title>${app} ${version}</title>`,
    'chunks/main.0123abcd.js': `console.log(${JSON.stringify(version)});`,
    ...options.files,
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(folder, path, '..'), { recursive: true });
    writeFileSync(join(folder, path), text);
  }
  return folder;
};

/** A `.tar.gz` of the folder's contents, as `pnpm release --publish` packs one (extra entries by path as given). */
export const packFolder = (folder: string, entries = ['.'], options: { preservePaths?: boolean } = {}) => {
  const chunks: Buffer[] = [];
  const stream = create({ gzip: true, cwd: folder, sync: true, portable: true, ...options }, entries);
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  return Buffer.concat(chunks);
};

/** A release archive made in one step. */
export const releaseArchive = (options: ReleaseFolderOptions) => packFolder(writeReleaseFolder(options));

/** Sends a release archive the way the CLI does. */
export const publishArchive = async (baseUrl: string, app: string, archive: Buffer, token: string) => {
  const response = await fetch(`${baseUrl}/admin-api/releases/${app}`, {
    method: 'POST',
    headers: { 'content-type': 'application/gzip', authorization: `Bearer ${token}` },
    body: new Uint8Array(archive),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
};

/** A releases folder and registry file of the test's own (the API and build-config read them from the environment). */
export const useOwnReleasesDir = () => {
  const root = mkdtempSync(join(tmpdir(), 'portal-releases-'));
  process.env.RELEASES_DIR = join(root, 'releases');
  process.env.RELEASE_REGISTRY = join(root, 'release-registry.json');
  mkdirSync(process.env.RELEASES_DIR);
  return root;
};
