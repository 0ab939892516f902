# syntax=docker/dockerfile:1.7
# The host's server: draws each page's first screen and its runtime configuration (which release of each remote is
# live, read from RELEASE_REGISTRY on every page). Its own release comes from releases.Dockerfile's build.
ARG NODE_VERSION=24

FROM releases AS releases

FROM node:${NODE_VERSION}-bookworm-slim
ENV NODE_ENV=production BIND_HOST=0.0.0.0 HOST_PORT=3000 REMOTES_URL=/remotes API_URL=http://api:4000 \
    RELEASES_DIR=/app/releases RELEASE_REGISTRY=/registry/release-registry.json
WORKDIR /app
COPY --from=releases /app/package.json ./
COPY --from=releases /app/node_modules node_modules
COPY --from=releases /app/build-config build-config
COPY --from=releases /app/host/package.json /app/host/*.cjs host/
COPY --from=releases /app/host/first-screen host/first-screen
COPY --from=releases /app/host/node_modules host/node_modules
COPY --from=releases /app/remote-shop/src/route-manifest.json remote-shop/src/
COPY --from=releases /app/remote-account/src/route-manifest.json remote-account/src/
COPY --from=releases /app/remote-services/src/route-manifest.json remote-services/src/
COPY --from=releases /app/remote-academy/src/route-manifest.json remote-academy/src/
COPY --from=releases /app/remote-admin/src/route-manifest.json remote-admin/src/
COPY --from=releases /app/releases/host releases/host
COPY --from=releases /app/registry/release-registry.json /registry/release-registry.json
USER node
WORKDIR /app/host
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/runtime-config.json').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "serve.cjs"]
