import type { Change, Registry } from './registry.cjs';

type ChangeOptions = { by?: string; reason?: string };

/** The release registry, the file's or a PostgreSQL server's (registry-store.cjs). */
export type RegistryStore = {
  kind: 'file' | 'postgres';
  read(): Promise<Registry>;
  promote(app: string, version: string, options?: ChangeOptions): Promise<Change>;
  startCanary(app: string, version: string, share: number, options?: ChangeOptions): Promise<Change>;
  rollback(app: string, options?: ChangeOptions): Promise<Change>;
  history(query?: { app?: string; limit?: number }): Promise<Change[]>;
  watch(): (() => Registry) & { ready: Promise<void> };
  close(): Promise<void>;
};

export function registryStore(options?: { databaseUrl?: string; file?: string }): RegistryStore;
export function fileStore(options?: { file?: string }): RegistryStore;
export function isServerUrl(url: unknown): boolean;
