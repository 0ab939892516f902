import { type ChildProcess, spawn } from 'node:child_process';
import { repoRoot } from './stack';

// A remote's development server, as its team runs it (`pnpm --filter remote-<name> dev`), on a port of its own beside
// the portal the browser tests use.

const started: ChildProcess[] = [];

/** Starts `name`'s development server on `port` with `env`; ready once its entry answers. */
export async function startRemoteAlone(
  name: string,
  portVariable: string,
  port: number,
  env: Record<string, string> = {},
) {
  let log = '';
  const child = spawn('pnpm', ['--filter', name, 'dev'], {
    cwd: repoRoot,
    env: { ...process.env, [portVariable]: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  started.push(child);
  for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk: Buffer) => (log += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} dev exited:\n${log.slice(-3000)}`);
    const ok = await fetch(`${url}/mf-manifest.json`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ok) return { url, log: () => log };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${name} dev did not answer at ${url}:\n${log.slice(-3000)}`);
}

/** Stops every development server started here, and what each started (its own process group). */
export async function stopRemotesAlone() {
  for (const child of started.splice(0)) {
    if (!child.pid || child.exitCode !== null || child.signalCode !== null) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // all stopped
    }
  }
}
