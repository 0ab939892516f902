import { incompatibility, type ReleaseJson } from '../../../../build-config/release-compatibility.cjs';
import type { ReleaseFiles } from './publishing/release-files';
import type { RegistryStore } from './registry/registry-store';

/**
 * Why `release` cannot go live beside the live releases (build-config's check), or null. The live releases'
 * release.json are read from the release files first, since those may be in a bucket.
 */
export const incompatibilityWithLive = async (
  release: ReleaseJson,
  { registry, files }: { registry: RegistryStore; files: ReleaseFiles },
) => {
  const { apps } = await registry.read();
  const live = Object.fromEntries(Object.entries(apps).map(([app, { live }]) => [app, live]));
  const known = new Map<string, ReleaseJson | null>();
  for (const [app, version] of Object.entries(live))
    known.set(`${app}@${version}`, await files.read(app, version));
  return incompatibility(release, live, (app, version) => known.get(`${app}@${version}`) ?? null);
};
