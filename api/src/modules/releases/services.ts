import type { Db } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { Config } from '../../platform/config';
import { createDeployTokens } from './deploy-tokens/service';
import { createReleaseHealth } from './health';
import { createReleaseBucket } from './publishing/release-bucket';
import { createReleaseFolders } from './publishing/release-files';
import { createPublishing } from './publishing/service';
import { lazyRegistryStore } from './registry/registry-store';
import { createReleaseRegistry, type StaffNames } from './registry/service';

/**
 * The release service: deploy tokens per app, publishing a release archive, and what is live through the release
 * registry (build-config/registry-store.cjs). `releaseRegistryStore` is opened on first use and closed with the app.
 */
export const createReleases = ({
  db,
  config,
  clock,
  staffNames,
}: {
  db: Db;
  config: Config;
  clock: Clock;
  /** Names of staff members by user id (the accounts' door), for who changed the registry. */
  staffNames: StaffNames;
}) => {
  const registry = lazyRegistryStore(config);
  // Beside the uploads in the bucket when S3_* is set, else under RELEASES_DIR.
  const files = config.storage.kind === 's3' ? createReleaseBucket(config.storage) : createReleaseFolders();
  return {
    releaseRegistryStore: registry,
    deployTokens: createDeployTokens({ db, clock }),
    publishing: createPublishing({
      db,
      clock,
      files,
      registry,
      maxArchiveBytes: config.releaseArchiveMaxBytes,
    }),
    releaseRegistry: createReleaseRegistry({ db, clock, files, registry, staffNames }),
    ...createReleaseHealth({ db, clock, config, registry }),
  };
};
