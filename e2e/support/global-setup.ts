import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { portalUrl, repoRoot } from './stack';

let portal: ChildProcess | undefined;

/** Starts the portal exactly as the README's first command does, and stops it after the last browser test. */
export async function setup() {
  portal = spawn(process.execPath, [path.join(repoRoot, 'scripts/start.mjs')], {
    cwd: repoRoot,
    // Every browser test comes from 127.0.0.1: the per-address sign-in limit would otherwise count the whole suite.
    env: { RATE_LIMIT_PER_IP_PER_MINUTE: '600', ...process.env, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const output: string[] = [];
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the portal did not start:\n${output.join('')}`)),
      900_000,
    );
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      if (process.env.E2E_VERBOSE) process.stdout.write(chunk);
      if (chunk.toString().includes(`is running at ${portalUrl}`)) {
        clearTimeout(timer);
        resolve();
      }
    };
    portal?.stdout?.on('data', onData);
    portal?.stderr?.on('data', onData);
    portal?.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the portal exited (${code}) before it was ready:\n${output.join('')}`));
    });
  });
}

export async function teardown() {
  if (!portal?.pid) return;
  const exited = new Promise((resolve) => portal?.once('exit', resolve));
  process.kill(-portal.pid, 'SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 8000))]);
  // Servers a test restarted on its own are not the start command's children: stop them by their pid files.
  const runDir = path.join(repoRoot, '.run');
  for (const file of fs.existsSync(runDir) ? fs.readdirSync(runDir) : []) {
    try {
      process.kill(Number(fs.readFileSync(path.join(runDir, file), 'utf8')), 'SIGTERM');
    } catch {
      // already stopped
    }
  }
}
