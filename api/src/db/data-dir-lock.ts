import { open, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * PGlite takes no lock on its data directory, and a second process opening one that is in use hangs or corrupts
 * it. The lock file holds the owner's pid, so a lock left by a process that was killed is taken over, while one
 * held by a live process stops this one at once with a message that names it. (A lock library's timed lease
 * would not do: PGlite holds the event loop for seconds at a time, which such a lease takes for a lost lock.)
 * Returns the release.
 */
export const lockDataDir = async (dataDir: string): Promise<() => Promise<void>> => {
  const file = join(dataDir, 'pglite.lock');
  for (;;) {
    try {
      const handle = await open(file, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return () => rm(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = Number.parseInt(await readFile(file, 'utf8').catch(() => ''), 10);
    if (owner > 0 && isRunning(owner))
      throw new Error(
        `The database in ${dataDir} is in use by process ${owner}. Stop that process, or give this one another DATA_DIR.`,
      );
    await rm(file, { force: true });
  }
};
