// One build of the apps at a time in a checkout: two starts building at once (a portal and a test run started
// together, say) would write the same dist folders. The lock file holds the builder's pid; another start waits for
// it to finish, then finds the builds up to date. A lock left by a process that is gone is taken over.
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const isRunning = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

const ownerOf = (file) => {
  try {
    return Number.parseInt(fs.readFileSync(file, 'utf8'), 10);
  } catch {
    return 0;
  }
};

/** Runs `work` holding the lock `file`; `onWait(pid)` is told once when another live process holds it. */
export async function withBuildLock(file, work, { pollMs = 1000, onWait = () => {} } = {}) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  let told = false;
  for (;;) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    const owner = ownerOf(file);
    if (owner > 0 && isRunning(owner)) {
      if (!told) onWait(owner);
      told = true;
      await sleep(pollMs);
    } else fs.rmSync(file, { force: true });
  }
  try {
    return await work();
  } finally {
    fs.rmSync(file, { force: true });
  }
}
