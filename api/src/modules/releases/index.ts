import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/schema';
import type { AppDeps, StaffDeps } from '../../deps';
import type { Clock } from '../../platform/clock';
import type { Config } from '../../platform/config';
import { deployTokenRoutes } from './deploy-tokens/routes';
import { createDeployTokens } from './deploy-tokens/service';
import { createReleaseHealth, releaseHealthRoutes, releaseHealthStaffRoutes } from './health';
import { releasePreviewRoutes, releasePreviewStaffRoutes } from './preview-routes';
import { createReleaseBucket } from './publishing/release-bucket';
import { createReleaseFolders } from './publishing/release-files';
import { publishingRoutes } from './publishing/routes';
import { createPublishing } from './publishing/service';
import { lazyRegistryStore } from './registry/registry-store';
import { registryRoutes } from './registry/routes';
import { createReleaseRegistry, type StaffNames } from './registry/service';
import { releaseGuard } from './release-access';

export { forgetOldHealth } from './health';
export type { RegistryStore } from './registry/registry-store';

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

/** Under /client: browsers' release health reports. */
export const releasesRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  await app.register(releaseHealthRoutes, deps);
  await app.register(releasePreviewRoutes, deps);
};

export const releasesStaffRoutes: FastifyPluginAsync<StaffDeps> = async (app, deps) => {
  const access = releaseGuard({ guard: deps.guard, deployTokens: deps.deployTokens });
  await app.register(deployTokenRoutes, deps);
  await app.register(publishingRoutes, {
    access,
    publishing: deps.publishing,
    maxArchiveBytes: deps.config.releaseArchiveMaxBytes,
  });
  await app.register(registryRoutes, { guard: deps.guard, access, releaseRegistry: deps.releaseRegistry });
  await app.register(releasePreviewStaffRoutes, { ...deps, access });
  await app.register(releaseHealthStaffRoutes, deps);
};
