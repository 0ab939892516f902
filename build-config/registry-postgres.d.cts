import type { RegistryStore } from './registry-store.cjs';

export const channel: string;
export function postgresStore(options: {
  databaseUrl: string;
  reconnectMs?: number;
  log?: (line: string) => void;
}): RegistryStore;
