// The portal runs on the Node.js release `.node-version` names. The README's commands may start on an older Node (a
// fresh machine comes with Node 20): then they fetch that release's own Linux build from the npm registry (the
// `node-<platform>-<arch>` package, through npm and so through the machine's registry, proxy and certificates), keep
// it in the user's cache, and run themselves again on it, with it first on PATH for everything they start.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const pinnedNode = fs.readFileSync(path.join(root, '.node-version'), 'utf8').trim();
const major = (version) => Number(version.replace(/^v/, '').split('.')[0]);

const fail = (message) => {
  console.error(message);
  process.exit(1);
};

/** The pinned release's `node` binary in the user's cache, fetched once. */
function cachedNode() {
  const cache = path.join(process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache'), 'coffee-portal');
  const dir = path.join(cache, `node-${pinnedNode}-${process.platform}-${process.arch}`);
  const bin = path.join(dir, 'bin', 'node');
  if (fs.existsSync(bin)) return bin;
  const pkg = `node-${process.platform}-${process.arch}@${pinnedNode}`;
  const unsupported = `Coffee Portal needs Node.js ${pinnedNode} (this is ${process.version}): install it, or put it first on PATH.`;
  if (process.platform === 'win32') fail(unsupported);
  console.log(
    `Node.js ${process.version} is older than the portal's ${pinnedNode}: fetching ${pkg} from the npm registry …`,
  );
  fs.mkdirSync(cache, { recursive: true });
  // Unpacked beside its final place, so that the last step is one rename.
  const work = fs.mkdtempSync(path.join(cache, 'download-'));
  const pack = spawnSync('npm', ['pack', pkg, '--silent', '--pack-destination', work], {
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
  const tarball = pack.status === 0 && pack.stdout.trim().split('\n').pop();
  const unpacked =
    tarball &&
    spawnSync('tar', ['-xzf', path.join(work, tarball), '-C', work], { stdio: 'inherit' }).status === 0;
  if (unpacked) {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.renameSync(path.join(work, 'package'), dir);
  }
  fs.rmSync(work, { recursive: true, force: true });
  if (!unpacked) fail(unsupported);
  return bin;
}

/**
 * Returns when this process already runs on the pinned major; otherwise runs the same command again on the pinned
 * Node.js and exits with its status (and never returns).
 */
export async function onPinnedNode() {
  if (major(process.version) >= major(pinnedNode)) return;
  const node = cachedNode();
  const child = spawn(node, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH ?? ''}` },
  });
  // Ctrl-C reaches the child through the terminal; a signal sent to this process alone is passed on.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  const code = await new Promise((resolve) =>
    child.on('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0))),
  );
  process.exit(code);
}
