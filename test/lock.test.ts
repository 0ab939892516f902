import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import { withLock as lock } from '../build-config/lock.cjs';

const dirs: string[] = [];
const lockFile = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-build-lock-'));
  dirs.push(dir);
  return path.join(dir, '.run', 'build.lock');
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the build lock', () => {
  it('lets a second build wait until the first is done, and tells it who it waits for', async () => {
    const file = lockFile();
    const events: string[] = [];
    let finishFirst = () => {};
    const first = lock(file, async () => {
      events.push('first starts');
      expect(fs.readFileSync(file, 'utf8')).toBe(String(process.pid));
      await new Promise<void>((resolve) => {
        finishFirst = resolve;
      });
      events.push('first ends');
    });
    const second = lock(file, async () => events.push('second starts'), {
      pollMs: 5,
      onWait: (pid) => events.push(`second waits for ${pid}`),
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    finishFirst();
    await Promise.all([first, second]);
    expect(events).toEqual([
      'first starts',
      `second waits for ${process.pid}`,
      'first ends',
      'second starts',
    ]);
    expect(fs.existsSync(file)).toBe(false);
  });

  it('takes over a lock left by a process that is gone, and releases it when the build fails', async () => {
    const file = lockFile();
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, gone);
    await expect(
      lock(file, async () => {
        throw new Error('the build failed');
      }),
    ).rejects.toThrow('the build failed');
    expect(fs.existsSync(file)).toBe(false);
  });
});
