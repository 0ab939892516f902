#!/bin/sh
# Starts the front door: portal.conf.template filled in from the environment (API_SERVERS, HOST_SERVER, RELEASES_DIR,
# PORTAL_PORT, ACCESS_LOG, PRECOMPRESSED) into FRONT_DOOR_RUN, then nginx in the foreground with front-door.conf,
# logging its errors to standard error, with Debian's brotli_static module (package libnginx-mod-http-brotli-static)
# loaded. FRONT_DOOR_CONF is where this script's files are.
set -eu
conf=${FRONT_DOOR_CONF:-$(dirname "$0")}
run=${FRONT_DOOR_RUN:-/tmp/front-door}

mkdir -p "$run"
# Only these names: nginx's own variables ($uri, $app …) stay as they are.
envsubst '${API_SERVERS} ${HOST_SERVER} ${RELEASES_DIR} ${PORTAL_PORT} ${ACCESS_LOG} ${PRECOMPRESSED}' \
    < "$conf/portal.conf.template" > "$run/portal.conf"
cp "$conf/front-door.conf" "$run/front-door.conf"
exec nginx -p "$run/" -e stderr -c "$run/front-door.conf" \
    -g 'load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so; daemon off;'
