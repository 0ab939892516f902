// deploy/k8s/ under `podman kube play`: the kinds podman runs (Deployment, ConfigMap, Secret) on the stack's
// PostgreSQL and bucket, on ports of their own on the host's network. The kinds it cannot run, Service,
// HorizontalPodAutoscaler, PodDisruptionBudget and Ingress, are left out here; api/deploy.test.ts checks them.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { parseAllDocuments, stringify } from 'yaml';
import { promoteInDatabase } from './database-registry.mjs';
import { podman } from './podman.mjs';
import { freePort, waitFor } from './stack.mjs';

export const playedKinds = ['ConfigMap', 'Secret', 'Deployment'];

export async function playManifests(env, dir, root, stack) {
  const k8sDir = path.join(root, 'deploy/k8s');
  const docs = fs
    .readdirSync(k8sDir)
    .flatMap((file) =>
      parseAllDocuments(fs.readFileSync(path.join(k8sDir, file), 'utf8')).map((doc) => doc.toJS()),
    );
  const left = docs
    .filter((doc) => !playedKinds.includes(doc.kind))
    .map((doc) => `${doc.kind} ${doc.metadata.name}`);
  console.log(`  not run by podman (checked by api/deploy.test.ts): ${left.join(', ')}`);

  const ports = { api: await freePort(), host: await freePort(), frontDoor: await freePort() };
  const frontDoor = `http://127.0.0.1:${ports.frontDoor}`;
  // What a cluster would give these pods: the database and bucket (here the stack's), Service names (here ports),
  // the images' local names. The registry is the database's (its tables, as the release service writes them): the
  // releases the images carry are made live there, as a pipeline's `pnpm promote --portal` would.
  const liveRegistry = await podman(env, [
    'exec',
    'portal-test-host',
    'cat',
    '/registry/release-registry.json',
  ]);
  await promoteInDatabase(JSON.parse(liveRegistry), stack.apiEnv.DATABASE_URL, root);
  const played = docs.filter((doc) => playedKinds.includes(doc.kind));
  for (const doc of played) {
    if (doc.kind === 'ConfigMap' && doc.metadata.name === 'portal-config')
      Object.assign(doc.data, {
        PUBLIC_URL: frontDoor,
        S3_ENDPOINT: `http://127.0.0.1:${stack.ports.objectStore}`,
        S3_BUCKET: stack.apiEnv.S3_BUCKET,
        S3_REGION: stack.apiEnv.S3_REGION,
        S3_PUBLIC_URL: `http://127.0.0.1:${stack.ports.objectStore}/${stack.apiEnv.S3_BUCKET}`,
      });
    if (doc.kind === 'Secret')
      Object.assign(doc.stringData, {
        APP_SECRET: stack.apiEnv.APP_SECRET,
        DATABASE_URL: stack.apiEnv.DATABASE_URL,
        S3_ACCESS_KEY_ID: stack.apiEnv.S3_ACCESS_KEY_ID,
        S3_SECRET_ACCESS_KEY: stack.apiEnv.S3_SECRET_ACCESS_KEY,
      });
    if (doc.kind === 'Deployment') {
      const spec = doc.spec.template.spec;
      spec.hostNetwork = true;
      // One pod each: on the host's network a second replica would find its port taken.
      doc.spec.replicas = 1;
      for (const container of spec.containers) {
        container.image = `localhost/coffee-portal/${container.image.split('/').at(-1)}`;
        const set = (name, value) => {
          const one = container.env.find((variable) => variable.name === name);
          if (one) one.value = String(value);
          else container.env.push({ name, value: String(value) });
        };
        if (doc.metadata.name === 'api') {
          set('API_PORT', ports.api);
          set('API_HOST', '127.0.0.1');
        }
        if (doc.metadata.name === 'host') {
          set('HOST_PORT', ports.host);
          set('BIND_HOST', '127.0.0.1');
          set('API_URL', `http://127.0.0.1:${ports.api}`);
          set('FRONT_DOOR_URL', frontDoor);
          set('PORTAL_ORIGINS', frontDoor);
        }
        if (doc.metadata.name === 'front-door') {
          set('PORTAL_PORT', ports.frontDoor);
          set('API_SERVERS', `server 127.0.0.1:${ports.api} max_fails=1 fail_timeout=10s;`);
          set('HOST_SERVER', `127.0.0.1:${ports.host}`);
        }
        // On the host's network podman maps no ports: the probes name the port each process now listens on.
        const port = ports[camel(doc.metadata.name)];
        for (const probe of [container.readinessProbe, container.livenessProbe])
          for (const action of [probe?.httpGet, probe?.tcpSocket]) if (action) action.port = port;
        delete container.ports;
      }
    }
  }
  // Podman 4.3 stores a Secret played from YAML as that YAML, and its secretRef then reads a podman secret as a JSON
  // map of base64 values: the manifest's Secret goes in as such a podman secret, before the rest is played.
  for (const secret of played.filter((doc) => doc.kind === 'Secret')) {
    const data = Object.fromEntries(
      Object.entries(secret.stringData).map(([name, value]) => [name, Buffer.from(value).toString('base64')]),
    );
    const secretFile = path.join(dir, `${secret.metadata.name}.json`);
    fs.writeFileSync(secretFile, JSON.stringify(data), { mode: 0o600 });
    await podman(env, ['secret', 'create', secret.metadata.name, secretFile]);
    fs.rmSync(secretFile);
  }
  const file = path.join(dir, 'k8s.yaml');
  fs.writeFileSync(
    file,
    played
      .filter((doc) => doc.kind !== 'Secret')
      .map((doc) => stringify(doc))
      .join('---\n'),
  );
  const out = await podman(env, ['kube', 'play', '--network', 'host', file]);
  // Podman turns liveness probes into healthchecks run by systemd timers, which this machine has not: it says so for
  // each container, and plays the pods all the same.
  if (out.includes('unable to get systemd connection to add healthchecks'))
    console.log(
      '  (liveness probes not run: podman runs them with systemd timers, which this machine lacks)',
    );
  await waitFor('the API pod', answers(`http://127.0.0.1:${ports.api}/client/health/ready`), 180_000);
  await waitFor('the host pod', answers(`http://127.0.0.1:${ports.host}/runtime-config.json`));
  await waitFor('the front-door pod', answers(`${frontDoor}/client/health`));
  const config = await (await fetch(`${frontDoor}/runtime-config.json`)).json();
  const registry = JSON.parse(liveRegistry);
  assert.equal(config.remotes.shop.version, registry.apps.shop.live);
  const home = await fetch(`${frontDoor}/`);
  assert.equal(home.status, 200);
  // The host pod reads the database's registry, not its image's file: a promotion there reaches its next page.
  const next = `${registry.apps.shop.live.split('-')[0]}-29991231000000-k8spod`;
  await promoteInDatabase({ apps: { shop: { live: next } } }, stack.apiEnv.DATABASE_URL, root);
  await waitFor(
    'the promotion in the database',
    async () => {
      const after = await (await fetch(`${frontDoor}/runtime-config.json`)).json();
      return after.remotes.shop.version === next;
    },
    30_000,
  );
  await promoteInDatabase(registry, stack.apiEnv.DATABASE_URL, root);
  const products = await (await fetch(`${frontDoor}/client/product?limit=5`)).json();
  assert.ok(products.data.length > 0);
  // The API pod is ready only on the database its Secret names.
  const pods = await podman(env, ['pod', 'ps', '--format', '{{.Name}}']);
  console.log(`  ✓ pods ${pods.trim().split('\n').join(', ')} serve the portal through the front-door pod`);
}

const camel = (name) => name.replace(/-(\w)/g, (_, letter) => letter.toUpperCase());
const answers = (url) => async () => (await fetch(url, { signal: AbortSignal.timeout(3000) })).ok;
