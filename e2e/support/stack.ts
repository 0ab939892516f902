import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const portalUrl = `http://127.0.0.1:${process.env.HOST_PORT ?? 3000}`;

/** Stops one server the start command launched (it wrote its pid), as an operator taking a remote down would. */
export async function stopService(name: string) {
  const pidFile = path.join(repoRoot, '.run', `${name}.pid`);
  const pid = Number(fs.readFileSync(pidFile, 'utf8'));
  process.kill(pid, 'SIGTERM');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    try {
      process.kill(pid, 0);
      await new Promise((resolve) => setTimeout(resolve, 100));
    } catch {
      return;
    }
  }
  throw new Error(`${name} (pid ${pid}) did not stop`);
}

/** Stops a process a test spawned (SIGTERM) and waits until it has exited. */
export async function stopChild(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const stopped = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await stopped;
}

/** Starts one app's server on its own; it serves the app's live release. */
export async function startApp(name: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['serve.cjs'], {
    cwd: path.join(repoRoot, name),
    env: process.env,
    stdio: 'inherit',
  });
  if (child.pid) fs.writeFileSync(path.join(repoRoot, '.run', `${name}.pid`), String(child.pid));
  const url = `http://127.0.0.1:${port}/`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error(`${name} did not start on ${url}`);
}
