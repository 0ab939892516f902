# syntax=docker/dockerfile:1.7
# Every app released for production and made live, as `pnpm start` does: releases/<app>/<version>/ and the registry
# that names the live ones. host.Dockerfile and front-door.Dockerfile take their files from this one build, so the
# versions the registry names are the versions the images carry. The releases' source maps stay in this build, in
# /app/source-maps/<app>/<version>/, for staff reading a stack trace: no image that serves copies them.
FROM node:20-bookworm-slim AS releases
ENV CI=1 RELEASE_REGISTRY=/app/registry/release-registry.json RELEASE_BY=image-build
RUN corepack enable && corepack prepare pnpm@10.34.8 --activate
WORKDIR /app
COPY . .
RUN pnpm install --frozen-lockfile \
 && node --input-type=module -e "await (await import('./scripts/lib/build.mjs')).buildApps()"
