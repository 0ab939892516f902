// deploy/compose.yaml's stack, started container by container on the host's network (this kind of machine has no
// container networks): each service on a free port of its own, with compose's environment for it, the service
// names compose resolves (postgres:5432, object-store:9000, api:4000, host:3000) turned into 127.0.0.1 and those ports.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { names } from './base-images.mjs';
import { podman, podmanSync } from './podman.mjs';

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

export async function waitFor(what, check, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  let last;
  while (Date.now() < deadline) {
    try {
      if (await check()) return;
    } catch (error) {
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${what} did not come up within ${timeoutMs / 1000} s${last ? ` (${last.message})` : ''}`);
}

const answers = (url) => async () => (await fetch(url, { signal: AbortSignal.timeout(3000) })).ok;

/** Compose's `${NAME}` and `${NAME:?message}` filled from `values`. */
const fill = (text, values) =>
  String(text).replace(/\$\{(\w+)(?::\?[^}]*)?\}/g, (_, name) => {
    if (!(name in values)) throw new Error(`compose.yaml names \${${name}}, which the test does not set`);
    return values[name];
  });

export async function startStack(env, root) {
  const compose = parseYaml(fs.readFileSync(path.join(root, 'deploy/compose.yaml'), 'utf8'));
  const secrets = {
    APP_SECRET: randomBytes(24).toString('hex'),
    POSTGRES_PASSWORD: randomBytes(12).toString('hex'),
    S3_SECRET_ACCESS_KEY: randomBytes(12).toString('hex'),
  };
  const ports = {};
  for (const name of ['postgres', 'objectStore', 'api1', 'api2', 'host', 'frontDoor'])
    ports[name] = await freePort();
  const frontDoor = `http://127.0.0.1:${ports.frontDoor}`;
  const addresses = (value) =>
    fill(value, secrets)
      .replaceAll('postgres:5432', `127.0.0.1:${ports.postgres}`)
      .replaceAll('object-store:9000', `127.0.0.1:${ports.objectStore}`)
      .replaceAll('api:4000', `127.0.0.1:${ports.api1}`)
      .replaceAll('host:3000', `127.0.0.1:${ports.host}`)
      .replaceAll('http://localhost:8080', frontDoor)
      .replaceAll('http://front-door:8080', frontDoor);
  const envOf = (service, extra) => {
    const values = Object.fromEntries(
      Object.entries(compose.services[service].environment ?? {}).map(([name, value]) => [
        name,
        addresses(value),
      ]),
    );
    return Object.entries({ ...values, ...extra }).flatMap(([name, value]) => ['--env', `${name}=${value}`]);
  };
  const containers = [];
  const run = async (name, image, args, command = []) => {
    const container = `portal-test-${name}`;
    await podman(env, [
      'run',
      '--detach',
      '--name',
      container,
      '--network',
      'host',
      ...args,
      image,
      ...command,
    ]);
    containers.push(container);
    return container;
  };
  const stack = {
    ports,
    /** The API's environment as compose gives it, with this stack's addresses and secrets. */
    apiEnv: Object.fromEntries(
      Object.entries(compose.services.api.environment).map(([name, value]) => [name, addresses(value)]),
    ),
    frontDoor,
    api: [`http://127.0.0.1:${ports.api1}`, `http://127.0.0.1:${ports.api2}`],
    containers,
    postgresPassword: secrets.POSTGRES_PASSWORD,
    printLogs() {
      for (const container of containers) {
        const logs = podmanSync(env, ['logs', '--tail', '30', container]);
        console.error(`\n--- ${container} (last lines)\n${logs.stdout}${logs.stderr}`);
      }
    },
  };

  try {
    await startServices();
  } catch (error) {
    stack.printLogs();
    throw error;
  }
  console.log(`  running: ${containers.join(', ')}; front door ${frontDoor}`);
  return stack;

  async function startServices() {
    // PostgreSQL: Debian's server, with compose's user, password and database.
    const pg = compose.services.postgres.environment;
    await run(
      'postgres',
      names.postgres,
      ['--env', `PGPASSWORD=${secrets.POSTGRES_PASSWORD}`],
      [
        'bash',
        '-c',
        `bin=$(ls -d /usr/lib/postgresql/*/bin | tail -n 1) && echo "$PGPASSWORD" > /tmp/password && ` +
          `$bin/initdb -D /tmp/data -U ${pg.POSTGRES_USER} --pwfile=/tmp/password -A scram-sha-256 >/dev/null && ` +
          `exec $bin/postgres -D /tmp/data -p ${ports.postgres} -c listen_addresses=127.0.0.1 -k /tmp`,
      ],
    );
    const psql = (sql, database = 'postgres') =>
      podman(env, [
        'exec',
        'portal-test-postgres',
        'psql',
        '-h',
        '127.0.0.1',
        '-p',
        String(ports.postgres),
        '-U',
        pg.POSTGRES_USER,
        '-d',
        database,
        '-tAc',
        sql,
      ]);
    await waitFor('PostgreSQL', async () => (await psql('select 1')).trim() === '1', 60_000);
    await psql(`create database ${pg.POSTGRES_DB}`);
    stack.psql = (sql) => psql(sql, pg.POSTGRES_DB);

    // The S3-compatible store, with compose's bucket made at start.
    const apiEnv = compose.services.api.environment;
    await run(
      'object-store',
      names.objectStore,
      [
        '--env',
        `S3_ACCESS_KEY_ID=${apiEnv.S3_ACCESS_KEY_ID}`,
        '--env',
        `S3_SECRET_ACCESS_KEY=${secrets.S3_SECRET_ACCESS_KEY}`,
      ],
      [
        's3rver',
        '--directory',
        '/tmp/objects',
        '--address',
        '127.0.0.1',
        '--port',
        String(ports.objectStore),
        '--configure-bucket',
        apiEnv.S3_BUCKET,
      ],
    );
    await waitFor(
      'the S3 store',
      async () => (await fetch(`http://127.0.0.1:${ports.objectStore}/`)).status < 500,
    );

    // Two API replicas, as compose's `deploy.replicas: 2`.
    for (const [index, port] of [ports.api1, ports.api2].entries())
      await run(
        `api-${index + 1}`,
        'localhost/coffee-portal/api',
        envOf('api', { API_PORT: port, API_HOST: '127.0.0.1' }),
      );
    for (const url of stack.api)
      await waitFor(`the API at ${url}`, answers(`${url}/client/health/ready`), 180_000);

    // The releases the images carry made live in the database's registry, as compose's release-registry does once.
    await podman(env, [
      'run',
      '--rm',
      '--network',
      'host',
      ...envOf('release-registry'),
      'localhost/coffee-portal/host',
      ...compose.services['release-registry'].command,
    ]);
    await run(
      'host',
      'localhost/coffee-portal/host',
      envOf('host', { HOST_PORT: ports.host, BIND_HOST: '127.0.0.1' }),
    );
    await waitFor('the host', answers(`http://127.0.0.1:${ports.host}/runtime-config.json`));

    const apiServers = [ports.api1, ports.api2]
      .map((port) =>
        compose.services['front-door'].environment.API_SERVERS.replace('api:4000', `127.0.0.1:${port}`),
      )
      .join(' ');
    await run(
      'front-door',
      'localhost/coffee-portal/front-door',
      envOf('front-door', { PORTAL_PORT: ports.frontDoor, API_SERVERS: apiServers }),
    );
    await waitFor('the front door', answers(`${frontDoor}/client/health`));
  }
}
