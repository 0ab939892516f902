import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './stack';

/** Stops the portal global-setup started, and any server a test restarted on its own. */
export default async function teardown() {
  const portal = (globalThis as { portal?: ChildProcess }).portal;
  if (!portal?.pid) return;
  const exited = new Promise((resolve) => portal.once('exit', resolve));
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
