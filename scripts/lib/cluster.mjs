// `pnpm start --cluster`: the portal in its production shape on this machine. nginx, started by the front-door
// image's own script and files (deploy/nginx), is the one front door; two API processes share one PostgreSQL server
// (a cluster of its own under CLUSTER_DIR, or DATABASE_URL); nginx serves the releases' files itself and sends pages
// to the host's server.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { assertPortFree, root } from './services.mjs';

const { bindHost, ports } = createRequire(import.meta.url)(path.join(root, 'build-config/ports.cjs'));
const { releasesDir } = createRequire(import.meta.url)(path.join(root, 'build-config/releases.cjs'));

export const clusterDir = path.resolve(process.env.CLUSTER_DIR ?? path.join(root, '.run', 'cluster'));
export const clusterPort = Number(process.env.CLUSTER_PORT ?? 8080);
const databasePort = Number(process.env.CLUSTER_DATABASE_PORT ?? 54320);
// Two API processes by default; CLUSTER_API_PROCESSES sets how many (the benchmark compares one and two).
const apiProcesses = Number(process.env.CLUSTER_API_PROCESSES ?? 2);
const apiPorts = Array.from({ length: apiProcesses }, (_, index) => ports.api + index);
const at = (port) => `http://${bindHost}:${port}`;

const isRoot = process.getuid?.() === 0;
let aptUpdated = false;

/** Installs Debian packages the way .ci/run does, when this process may; otherwise says what to install. */
function needPackages(packages, why) {
  if (!isRoot || !fs.existsSync('/usr/bin/apt-get'))
    throw new Error(
      `${why}: install the Debian package(s) ${packages.join(' ')} (apt-get install ${packages.join(' ')})`,
    );
  console.log(`Installing ${packages.join(', ')} (${why}) …`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  aptUpdated = true;
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env });
}

const nginxBinary = '/usr/sbin/nginx';
const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const envsubst = '/usr/bin/envsubst';

function postgresBin() {
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base) ? fs.readdirSync(base).sort((a, b) => Number(a) - Number(b)) : [];
  const bin = versions.length ? path.join(base, versions.at(-1), 'bin') : null;
  return bin && fs.existsSync(path.join(bin, 'postgres')) ? bin : null;
}

/** PostgreSQL refuses to run as root: as root, its files and processes belong to the postgres user. */
function postgresUser() {
  if (!isRoot) return {};
  const [uid, gid] = ['-u', '-g'].map((flag) => Number(execFileSync('id', [flag, 'postgres']).toString()));
  return { uid, gid };
}

export const databaseDir = path.join(clusterDir, 'postgres');

/** pg_ctl on the cluster's own database, as its owner. */
export function pgCtl(args) {
  const bin = postgresBin();
  const result = spawnSync(path.join(bin, 'pg_ctl'), ['-D', path.join(databaseDir, 'data'), ...args], {
    ...postgresUser(),
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`pg_ctl ${args[0]} failed (${result.status ?? result.signal})`);
}

/** The cluster's own PostgreSQL server: created on first use, started now, stopped by the returned function. */
export function startOwnDatabase() {
  if (!postgresBin()) needPackages(['postgresql'], 'the cluster runs on a PostgreSQL server');
  const bin = postgresBin();
  const user = postgresUser();
  const data = path.join(databaseDir, 'data');
  if (!fs.existsSync(path.join(data, 'PG_VERSION'))) {
    fs.mkdirSync(databaseDir, { recursive: true });
    if (isRoot) fs.chownSync(databaseDir, user.uid, user.gid);
    const made = spawnSync(path.join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres'], {
      ...user,
      encoding: 'utf8',
    });
    if (made.status !== 0)
      throw new Error(
        `initdb ${data} failed (the postgres user must be able to reach and write to ${databaseDir}):\n${made.stderr}`,
      );
  }
  pgCtl([
    '-o',
    `-p ${databasePort} -k ${databaseDir} -c max_connections=100 ${process.env.CLUSTER_DATABASE_SETTINGS ?? ''}`,
    '-l',
    path.join(databaseDir, 'log'),
    '-w',
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${databasePort}/postgres`,
    stop: () => pgCtl(['-m', 'fast', 'stop']),
  };
}

/** What deploy/nginx/front-door.sh fills the front door's template with, and where it writes nginx's files. */
function frontDoorEnv() {
  const dir = path.join(clusterDir, 'nginx');
  return {
    API_SERVERS: apiPorts.map((port) => `server ${bindHost}:${port} max_fails=1 fail_timeout=10s;`).join(' '),
    HOST_SERVER: `${bindHost}:${ports.host}`,
    RELEASES_DIR: releasesDir(),
    PORTAL_PORT: String(clusterPort),
    ACCESS_LOG: path.join(dir, 'access.log'),
    PRECOMPRESSED: 'gzip_static on; brotli_static on;',
    FRONT_DOOR_RUN: dir,
  };
}

/**
 * Readies what the cluster needs (nginx, PostgreSQL) and returns the services to supervise, in start order, and
 * what to do once they are all stopped.
 */
export async function prepareCluster() {
  const taken = [
    ...apiPorts.map((port, index) => [port, `api-${index + 1}`]),
    [ports.host, 'host'],
    [clusterPort, 'nginx'],
  ];
  for (const [port, name] of taken) await assertPortFree(port, name);
  if (!fs.existsSync(nginxBinary)) needPackages(['nginx'], 'the cluster’s front door is nginx');
  if (!fs.existsSync(envsubst))
    needPackages(['gettext-base'], 'the front door’s start fills its template with envsubst');
  if (!fs.existsSync(brotliModule))
    needPackages(['libnginx-mod-http-brotli-static'], 'nginx serves the releases’ .br files');
  fs.mkdirSync(clusterDir, { recursive: true });
  const database = process.env.DATABASE_URL ? null : startOwnDatabase();
  const databaseUrl = process.env.DATABASE_URL ?? database.url;
  const api = apiPorts.map((port, index) => ({
    name: `api-${index + 1}`,
    dir: 'api',
    args: ['--import', 'tsx', 'src/server.ts'],
    readyUrl: `${at(port)}/client/health/ready`,
    restart: true,
    env: {
      DATABASE_URL: databaseUrl,
      API_PORT: String(port),
      TRUST_PROXY: process.env.TRUST_PROXY ?? 'loopback',
    },
  }));
  const frontDoor = at(clusterPort);
  return {
    url: frontDoor,
    services: [
      ...api,
      {
        name: 'host',
        dir: 'host',
        args: ['serve.cjs'],
        readyUrl: `${at(ports.host)}/`,
        restart: true,
        env: { REMOTES_URL: '/remotes', FRONT_DOOR_URL: frontDoor, PORTAL_ORIGINS: frontDoor },
      },
      {
        name: 'nginx',
        command: '/bin/sh',
        dir: '.',
        args: ['deploy/nginx/front-door.sh'],
        env: frontDoorEnv(),
        readyUrl: `${frontDoor}/client/health`,
        restart: true,
      },
    ],
    stopped: () => database?.stop(),
  };
}
