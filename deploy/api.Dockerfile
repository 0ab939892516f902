# syntax=docker/dockerfile:1.7
# The API: stateless, any number of replicas on one PostgreSQL server (DATABASE_URL) and one bucket (S3_*).
# Node's major: a build argument, so the same file builds on the next LTS.
ARG NODE_VERSION=24

FROM node:${NODE_VERSION}-bookworm-slim AS build
# A build behind a TLS-inspecting proxy names its CA bundle here (mounted into the build, never copied).
ARG NODE_EXTRA_CA_CERTS
ENV CI=1
WORKDIR /app
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json ./
# The pnpm that package.json's packageManager names, whatever its version.
RUN npm install -g --no-fund --no-audit "pnpm@$(node -p "require('./package.json').packageManager.split('@')[1].split('+')[0]")"
# pnpm applies these to packages as it installs them (fontkit: Khmer receipts).
COPY patches patches/
COPY api/package.json api/
COPY shared/package.json shared/
COPY build-config/package.json build-config/
RUN --mount=type=cache,id=pnpm-store,target=/pnpm/store \
    pnpm install --frozen-lockfile --prod --filter api... --store-dir /pnpm/store
COPY api api
COPY shared shared
# The release service keeps the registry and checks releases with the release tools' own modules
# (build-config/registry*.cjs, releases.cjs, release-compatibility.cjs, lock.cjs); the packages they need (pg,
# semver) are the API's, found through NODE_PATH below.
COPY build-config/*.cjs build-config/

FROM node:${NODE_VERSION}-bookworm-slim
ENV NODE_ENV=production API_HOST=0.0.0.0 API_PORT=4000 DATA_DIR=/data TRUST_PROXY=10.0.0.0/8,172.16.0.0/12,192.168.0.0/16 \
    NODE_PATH=/app/api/node_modules
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data && chown node:node /data
USER node
WORKDIR /app/api
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:4000/client/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--import", "tsx", "src/server.ts"]
