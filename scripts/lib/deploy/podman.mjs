// Podman as this kind of machine runs it: as root, runc (crun refuses its mixed cgroups), the host's network, no
// raised rlimits (the sandbox refuses them). Its configuration and storage live in the test's own folder
// (CONTAINERS_CONF, CONTAINERS_STORAGE_CONF, TMPDIR), so nothing under /etc or /var/lib/containers is touched and
// removing the folder removes every image and container the test made.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The environment that points podman at `dir`'s configuration and storage; writes them there. */
export function podmanEnvironment(dir) {
  const conf = path.join(dir, 'containers.conf');
  const storage = path.join(dir, 'storage.conf');
  fs.mkdirSync(path.join(dir, 'tmp'), { recursive: true });
  fs.writeFileSync(
    conf,
    [
      '[containers]',
      'default_ulimits = []',
      'netns = "host"',
      'log_driver = "k8s-file"',
      '[engine]',
      'runtime = "runc"',
      'cgroup_manager = "cgroupfs"',
      'events_logger = "file"',
      `tmp_dir = "${path.join(dir, 'run', 'libpod')}"`,
      '',
    ].join('\n'),
  );
  fs.writeFileSync(
    storage,
    [
      '[storage]',
      'driver = "overlay"',
      `graphroot = "${path.join(dir, 'storage')}"`,
      `runroot = "${path.join(dir, 'run', 'storage')}"`,
      '',
    ].join('\n'),
  );
  return { CONTAINERS_CONF: conf, CONTAINERS_STORAGE_CONF: storage, TMPDIR: path.join(dir, 'tmp') };
}

/** Runs podman to its end; throws with its output's tail when it fails. `quiet` keeps its output for that. */
export function podman(env, args, { quiet = true, input, log } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn('podman', args, { env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk) => {
      output += chunk;
      if (output.length > 200_000) output = output.slice(-100_000);
      if (!quiet) process.stdout.write(chunk);
      if (log) fs.appendFileSync(log, chunk);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    if (input) input.pipe(child.stdin);
    else child.stdin.end();
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(output);
      else
        reject(
          new Error(`podman ${args.slice(0, 3).join(' ')} … failed (exit ${code}):\n${output.slice(-4000)}`),
        );
    });
  });
}

/** The same, synchronously and never throwing: for cleaning up. */
export const podmanSync = (env, args) =>
  spawnSync('podman', args, { env: { ...process.env, ...env }, encoding: 'utf8' });
