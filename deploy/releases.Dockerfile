# syntax=docker/dockerfile:1.7
# Every app released for production and made live, as `pnpm start` does: releases/<app>/<version>/ and the registry
# that names the live ones. host.Dockerfile and front-door.Dockerfile take their files from this one build, so the
# versions the registry names are the versions the images carry. The releases' source maps stay in this build, in
# /app/source-maps/<app>/<version>/, for staff reading a stack trace: no image that serves copies them.
ARG NODE_VERSION=24

FROM node:${NODE_VERSION}-bookworm-slim AS releases
# A build behind a TLS-inspecting proxy names its CA bundle here (mounted into the build, never copied).
ARG NODE_EXTRA_CA_CERTS
ENV CI=1 RELEASE_REGISTRY=/app/registry/release-registry.json RELEASE_BY=image-build
WORKDIR /app
COPY package.json ./
# The pnpm that package.json's packageManager names, whatever its version.
RUN npm install -g --no-fund --no-audit "pnpm@$(node -p "require('./package.json').packageManager.split('@')[1].split('+')[0]")"
COPY . .
RUN --mount=type=cache,id=pnpm-store,target=/pnpm/store \
    pnpm install --frozen-lockfile --store-dir /pnpm/store \
 && node --input-type=module -e "await (await import('./scripts/lib/build.mjs')).buildApps()"
