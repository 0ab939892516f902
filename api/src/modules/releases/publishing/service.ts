import type { ReleaseFacts } from '@portal/shared/contract';
import type { Db } from '../../../db/schema';
import type { Clock } from '../../../platform/clock';
import { recordAudit } from '../../../platform/staff';
import { incompatibilityWithLive } from '../live-compatibility';
import type { LazyRegistryStore } from '../registry/registry-store';
import type { ReleaseCaller } from '../release-access';
import { releaseFacts } from '../release-facts';
import { releaseRefused } from '../release-refused';
import { ArchiveRefused, readReleaseArchive } from './archive';
import { releaseOfArchive } from './release-check';
import type { ReleaseFiles } from './release-files';

// Compressed JavaScript unpacks to a few times its size; more than this is not a release.
const unpackedPerPacked = 8;

/**
 * Publishing: a `.tar.gz` of one release folder is checked whole (paths, release.json against mf-manifest.json,
 * a remote against the live host) before anything is kept; a version that exists is never overwritten.
 */
export const createPublishing = ({
  db,
  clock,
  files,
  registry,
  maxArchiveBytes,
}: {
  db: Db;
  clock: Clock;
  files: ReleaseFiles;
  registry: LazyRegistryStore;
  maxArchiveBytes: number;
}) => ({
  async publish(caller: ReleaseCaller, app: string, archive: Buffer): Promise<ReleaseFacts> {
    const release = await readReleaseArchive(archive, { maxBytes: maxArchiveBytes * unpackedPerPacked })
      .then((unpacked) => ({ unpacked, json: releaseOfArchive(unpacked, app) }))
      .catch((error: unknown) => {
        throw error instanceof ArchiveRefused ? releaseRefused(422, error.message) : error;
      });
    const { version } = release.json;
    const exists = `${app} ${version} exists already, and a release is never overwritten`;
    if (await files.exists(app, version)) throw releaseRefused(409, exists);
    // A host may be published ahead of the remotes it breaks: promote refuses it until they are ready.
    if (app !== 'host') {
      const reason = await incompatibilityWithLive(release.json, { registry: registry.get(), files });
      if (reason) throw releaseRefused(409, reason);
    }
    if (!(await files.keep(app, version, release.unpacked))) throw releaseRefused(409, exists);
    const facts = releaseFacts(release.json);
    await recordAudit(db, clock, caller.auditAs, {
      action: 'release.publish',
      entity: 'release',
      entityId: `${app}@${version}`,
      before: null,
      after: { ...facts, by: caller.by },
    });
    return facts;
  },
});
