// One holder at a time, across processes: a lock file holding the holder's pid. Two starts in one checkout release
// one after the other (the second then finds its releases up to date), and registry changes never interleave.
// Another process waits for the holder; a lock left by a process that is gone is taken over.
const fs = require('node:fs');
const path = require('node:path');
const { setTimeout: sleep } = require('node:timers/promises');

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
async function withLock(file, work, { pollMs = 1000, onWait = () => {} } = {}) {
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

module.exports = { withLock };
