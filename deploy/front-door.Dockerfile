# syntax=docker/dockerfile:1.7
# The front door: nginx with deploy/nginx/portal.conf.template (the file `pnpm start --cluster` renders too) and the
# remotes' and the host's release files. The unprivileged image runs as the nginx user and renders
# /etc/nginx/templates/*.template with envsubst at start.
FROM releases AS releases

FROM nginxinc/nginx-unprivileged:1.27-bookworm
ENV PORTAL_PORT=8080 API_SERVERS="server api:4000 max_fails=1 fail_timeout=10s;" HOST_SERVER=host:3000 \
    RELEASES_DIR=/usr/share/portal/releases ACCESS_LOG=/dev/stdout PRECOMPRESSED="gzip_static on;"
USER root
RUN rm /etc/nginx/conf.d/default.conf
USER nginx
COPY deploy/nginx/portal.conf.template /etc/nginx/templates/portal.conf.template
COPY --from=releases /app/releases /usr/share/portal/releases
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --retries=3 CMD ["curl", "-fsS", "http://127.0.0.1:8080/client/health"]
