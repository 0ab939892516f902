import type { ReleaseApp, ReleaseFacts } from '@portal/shared/contract';
import type { ReleaseJson } from '../../../../build-config/release-compatibility.cjs';

/** What staff and pipelines are shown of a release.json. */
export const releaseFacts = (release: ReleaseJson): ReleaseFacts => ({
  app: release.app as ReleaseApp,
  version: release.version,
  commit: release.commit,
  builtAt: release.builtAt,
  shared: { version: release.shared.version, range: release.shared.range ?? null },
  federationCore: release.manifest?.metaData?.federationRuntime?.core ?? null,
});
