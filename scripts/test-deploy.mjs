// `pnpm test:deploy`: every Dockerfile in deploy/ built and run here, with podman. The base images are made here
// (no image registry is reachable), the stack of deploy/compose.yaml is started container by container on the
// host's network, and it is checked from outside through the front door; then the Kubernetes manifests run under
// `podman kube play`. Prints how long each phase took. Everything it made is removed at the end, pass or fail.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { debianImage, nodeImage, objectStoreImage, postgresImage } from './lib/deploy/base-images.mjs';
import { checkStack } from './lib/deploy/checks.mjs';
import { playManifests } from './lib/deploy/kube.mjs';
import { podmanEnvironment, podmanSync } from './lib/deploy/podman.mjs';
import { buildPortalImages } from './lib/deploy/portal-images.mjs';
import { startStack } from './lib/deploy/stack.mjs';
import { root } from './lib/services.mjs';

const nodeMajor = process.env.NODE_VERSION ?? '24';
const started = Date.now();
const phases = [];

async function phase(name, work) {
  const at = Date.now();
  console.log(`\n▶ ${name}`);
  try {
    return await work();
  } finally {
    const seconds = Math.round((Date.now() - at) / 1000);
    phases.push(`${name}: ${seconds} s`);
    console.log(`  ${name}: ${seconds} s`);
  }
}

function preflight() {
  const missing = ['podman', 'runc', 'debootstrap', 'npm'].filter(
    (tool) =>
      !['/usr/bin', '/usr/sbin', '/usr/local/bin', '/bin', '/sbin'].some((dir) =>
        fs.existsSync(`${dir}/${tool}`),
      ),
  );
  if (missing.length)
    fail(`test:deploy needs ${missing.join(', ')} (Debian: apt-get install podman runc debootstrap).`);
  if (process.getuid?.() !== 0)
    fail('test:deploy runs podman as root (the only way it runs on this kind of machine).');
}

function fail(message) {
  console.error(`\ntest:deploy: ${message}`);
  process.exit(1);
}

preflight();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-deploy-'));
const env = podmanEnvironment(dir);
let ok = false;

function cleanUp() {
  // Pods and containers stopped and removed, then whatever the storage left mounted under the folder, then the
  // folder with every image and layer in it (removing them one by one through podman takes minutes longer).
  podmanSync(env, ['pod', 'rm', '--all', '--force', '--time', '2']);
  podmanSync(env, ['rm', '--all', '--force', '--time', '2']);
  const mounts = fs
    .readFileSync('/proc/mounts', 'utf8')
    .split('\n')
    .map((line) => line.split(' ')[1])
    .filter((point) => point?.startsWith(`${dir}/`))
    .reverse();
  for (const point of mounts) spawnSync('umount', ['-l', point]);
  try {
    fs.rmSync(dir, { recursive: true, force: true });
  } catch (error) {
    console.error(`test:deploy: could not remove ${dir}: ${error.message}`);
  }
}
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    cleanUp();
    process.exit(1);
  });

let stack;
try {
  await phase('Debian base image (debootstrap)', () => debianImage(env, dir));
  await phase(`Node ${nodeMajor} base image (npm registry)`, () => nodeImage(env, dir, nodeMajor));
  await phase('PostgreSQL and S3 store images', async () => {
    await postgresImage(env, dir);
    await objectStoreImage(env, dir, nodeMajor);
  });
  await phase('Portal images (deploy/*.Dockerfile)', () => buildPortalImages(env, dir, root, nodeMajor));
  stack = await phase('Stack of deploy/compose.yaml', () => startStack(env, root));
  await phase('Checks through the front door', () => checkStack(env, stack, root));
  await phase('Kubernetes manifests (podman kube play)', () => playManifests(env, dir, root, stack));
  ok = true;
} catch (error) {
  console.error(`\ntest:deploy failed: ${error.message}`);
  if (stack) stack.printLogs();
} finally {
  await phase('Clean-up', () => cleanUp());
  console.log(
    `\ntest:deploy ${ok ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s (${phases.join('; ')})`,
  );
}
process.exit(ok ? 0 : 1);
