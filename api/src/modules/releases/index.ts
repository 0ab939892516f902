import type { FastifyPluginAsync } from 'fastify';
import { deployTokenRoutes } from './deploy-tokens/routes';
import { releaseHealthRoutes, releaseHealthStaffRoutes } from './health';
import { releasePreviewRoutes, releasePreviewStaffRoutes } from './preview-routes';
import { publishingRoutes } from './publishing/routes';
import { registryRoutes } from './registry/routes';
import { releaseGuard } from './release-access';
import type { ReleasesDeps, ReleasesStaffDeps } from './route-deps';

export { forgetOldHealth } from './health';
export type { RegistryStore } from './registry/registry-store';
export { createReleases } from './services';

/** Under /client: browsers' release health reports. */
export const releasesRoutes: FastifyPluginAsync<ReleasesDeps> = async (app, deps) => {
  await app.register(releaseHealthRoutes, deps);
  await app.register(releasePreviewRoutes, deps);
};

export const releasesStaffRoutes: FastifyPluginAsync<ReleasesStaffDeps> = async (app, deps) => {
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
