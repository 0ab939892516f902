import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { ReleaseJson } from '../../../../../build-config/release-compatibility.cjs';
import {
  appReleasesDir,
  listReleases,
  readRelease,
  releaseDir,
} from '../../../../../build-config/releases.cjs';
import type { ArchiveFile } from './archive';

/** Where kept releases live, as the app servers serve them. */
export type ReleaseFiles = {
  exists(app: string, version: string): Promise<boolean>;
  /** A kept release's release.json, or null. */
  read(app: string, version: string): Promise<ReleaseJson | null>;
  /** Every kept release of an app, oldest first. */
  list(app: string): Promise<ReleaseJson[]>;
  /** Keeps a checked release whole, or not at all; false when that version exists already. */
  keep(app: string, version: string, files: ArchiveFile[]): Promise<boolean>;
};

/**
 * Releases under RELEASES_DIR (build-config/releases.cjs), where the app servers serve them from: unpacked into a
 * hidden folder beside them, then renamed into place, so a server never sees half a release and a version that
 * exists is never overwritten (the rename fails on a folder that is there).
 */
export const createReleaseFolders = (): ReleaseFiles => ({
  exists: async (app, version) => existsSync(releaseDir(app, version)),
  read: async (app, version) => readRelease(app, version),
  list: async (app) => listReleases(app),
  async keep(app, version, files) {
    const unpacking = join(appReleasesDir(app), `.publishing-${version}-${randomUUID()}`);
    try {
      for (const file of files) {
        const path = join(unpacking, file.path);
        await mkdir(dirname(path), { recursive: true });
        await writeFile(path, file.bytes);
      }
      try {
        await rename(unpacking, releaseDir(app, version));
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOTEMPTY' || code === 'EEXIST') return false;
        throw error;
      }
      return true;
    } finally {
      await rm(unpacking, { recursive: true, force: true });
    }
  },
});
