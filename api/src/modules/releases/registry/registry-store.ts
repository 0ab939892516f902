import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { ReleaseChange } from '@portal/shared/contract';
import type { Config } from '../../../platform/config';

type ChangeOptions = { by: string; reason?: string };

/** The release registry (build-config/registry-store.cjs): PostgreSQL on a database server, else the file. */
export type RegistryStore = {
  read(): Promise<{
    apps: Record<string, { live: string; stack: string[]; canary?: { version: string; share: number } }>;
  }>;
  promote(app: string, version: string, options: ChangeOptions): Promise<ReleaseChange>;
  startCanary(app: string, version: string, share: number, options: ChangeOptions): Promise<ReleaseChange>;
  rollback(app: string, options: ChangeOptions): Promise<ReleaseChange>;
  history(query: { app?: string; limit?: number }): Promise<ReleaseChange[]>;
  close(): Promise<void>;
};

const require = createRequire(import.meta.url);

/**
 * The registry of the API's own database when it is a PostgreSQL server, else the file registry (RELEASE_REGISTRY,
 * or release-registry.json under the data directory), opened once on first use.
 */
export const lazyRegistryStore = (config: Config) => {
  let store: RegistryStore | null = null;
  return {
    get: (): RegistryStore => {
      if (!store) {
        const { registryStore } = require('../../../../../build-config/registry-store.cjs') as {
          registryStore: (options: { databaseUrl: string; file?: string }) => RegistryStore;
        };
        store = registryStore({
          databaseUrl: config.database.kind === 'postgres' ? config.database.url : '',
          file: process.env.RELEASE_REGISTRY ? undefined : join(config.dataDir, 'release-registry.json'),
        });
      }
      return store;
    },
    close: async () => {
      await store?.close();
      store = null;
    },
  };
};

export type LazyRegistryStore = ReturnType<typeof lazyRegistryStore>;
