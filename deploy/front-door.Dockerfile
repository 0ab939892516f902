# syntax=docker/dockerfile:1.7
# The front door: Debian's nginx with its brotli_static module, the packages `pnpm start --cluster` and CI run, so
# phones get the releases' brotli files (a first visit's scripts: 197 KB, against 226 KB as gzip). It starts as
# `pnpm start --cluster` starts it, by deploy/nginx/front-door.sh, as an unprivileged user (uid 101).
FROM releases AS releases

FROM debian:bookworm-slim
RUN apt-get update \
    && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static gettext-base curl \
    && rm -rf /var/lib/apt/lists/* \
    && groupadd --system --gid 101 nginx \
    && useradd --system --uid 101 --gid nginx --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin nginx
ENV PORTAL_PORT=8080 API_SERVERS="server api:4000 max_fails=1 fail_timeout=10s;" HOST_SERVER=host:3000 \
    RELEASES_DIR=/usr/share/portal/releases ACCESS_LOG=/dev/stdout \
    PRECOMPRESSED="gzip_static on; brotli_static on;" FRONT_DOOR_CONF=/etc/portal FRONT_DOOR_RUN=/tmp/front-door
COPY deploy/nginx/front-door.sh deploy/nginx/front-door.conf deploy/nginx/portal.conf.template /etc/portal/
COPY --from=releases /app/releases /usr/share/portal/releases
USER nginx
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --retries=3 CMD ["curl", "-fsS", "http://127.0.0.1:8080/client/health"]
CMD ["/bin/sh", "/etc/portal/front-door.sh"]
