import { spawnSync } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { makeTempDir } from '../../test/test-database';
import { createDb } from './connection';

describe('PGlite data directory lock', () => {
  const dirs: string[] = [];
  const openAt = (dataDir: string) => createDb({ database: { kind: 'pglite', dataDir } });
  const tempDir = async () => {
    const dir = await makeTempDir('portal-api-lock-');
    dirs.push(dir);
    return dir;
  };
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('refuses a second opening while the first is open, naming its process, and allows it once closed', async () => {
    const dataDir = await tempDir();
    const first = await openAt(dataDir);
    expect(await readFile(join(dataDir, 'pglite.lock'), 'utf8')).toBe(String(process.pid));

    await expect(createDb({ database: { kind: 'pglite', dataDir } })).rejects.toThrow(
      `The database in ${dataDir} is in use by process ${process.pid}.`,
    );

    await first.destroy();
    const second = await openAt(dataDir);
    await second.destroy();
  });

  it('is released by a database closed before its first query', async () => {
    const dataDir = await tempDir();
    const unused = await createDb({ database: { kind: 'pglite', dataDir } });
    await unused.destroy();
    await expect(readFile(join(dataDir, 'pglite.lock'), 'utf8')).rejects.toThrow('ENOENT');
  });

  it('takes over a lock left by a process that is gone', async () => {
    const dataDir = await tempDir();
    const gone = spawnSync(process.execPath, [
      '-e',
      'process.stdout.write(String(process.pid))',
    ]).stdout.toString();
    await writeFile(join(dataDir, 'pglite.lock'), gone);

    const db = await openAt(dataDir);
    expect(await readFile(join(dataDir, 'pglite.lock'), 'utf8')).toBe(String(process.pid));
    await db.destroy();
  });
});
