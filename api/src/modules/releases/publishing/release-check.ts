import { releaseVersionSchema } from '@portal/shared/contract';
import type { ReleaseJson } from '../../../../../build-config/release-compatibility.cjs';
import { type ArchiveFile, ArchiveRefused } from './archive';

const jsonOf = (files: ArchiveFile[], name: string): Record<string, unknown> => {
  const file = files.find((one) => one.path === name);
  if (!file) throw new ArchiveRefused(`the archive has no ${name} at its top: pack one release folder`);
  try {
    const parsed: unknown = JSON.parse(file.bytes.toString('utf8'));
    if (typeof parsed === 'object' && parsed !== null) return parsed as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw new ArchiveRefused(`${name} is not a JSON object`);
};

const buildVersionOf = (manifest: Record<string, unknown>) =>
  (manifest.metaData as { buildInfo?: { buildVersion?: unknown } } | undefined)?.buildInfo?.buildVersion;

/**
 * The release.json of an unpacked archive published as `app`, once it says what it is: the app it is published as,
 * a version in `pnpm release`'s form, the same version in its mf-manifest.json, and the `@portal/shared` it needs.
 */
export const releaseOfArchive = (files: ArchiveFile[], app: string): ReleaseJson => {
  const release = jsonOf(files, 'release.json');
  const manifest = jsonOf(files, 'mf-manifest.json');
  if (release.app !== app)
    throw new ArchiveRefused(`release.json names the app ${String(release.app)}, not ${app}`);
  const { version } = release;
  if (typeof version !== 'string' || !releaseVersionSchema.safeParse(version).success)
    throw new ArchiveRefused(`release.json names no release version (got ${String(version)})`);
  const built = buildVersionOf(manifest);
  if (built !== version)
    throw new ArchiveRefused(
      `mf-manifest.json was built as ${String(built)}, but release.json says ${version}`,
    );
  const shared = release.shared as { version?: unknown; range?: unknown } | undefined;
  if (typeof shared?.version !== 'string')
    throw new ArchiveRefused('release.json does not say which @portal/shared it was built against');
  if (typeof release.commit !== 'string' || typeof release.builtAt !== 'string')
    throw new ArchiveRefused('release.json does not say its commit and when it was built');
  // The host and the compatibility checks read the manifest the release carries, so it is the one in the archive.
  return { ...(release as ReleaseJson), manifest: manifest as ReleaseJson['manifest'] };
};
