export type Registry = { apps: Record<string, { live: string; stack: string[] }> };
export type Change = {
  at: string;
  by: string;
  action: 'promote' | 'rollback';
  app: string;
  from: string | null;
  to: string;
};
type Options = { by?: string; file?: string };
export function registryFile(): string;
export function readRegistry(file?: string): Registry;
export function liveOf(registry: Registry): Record<string, string>;
export function liveReader(file?: string): () => Record<string, string>;
export function promote(app: string, version: string, options?: Options): Promise<Change>;
export function rollback(app: string, options?: Options): Promise<Change>;
export function readHistory(file?: string): Change[];
export function pruneReleases(app: string, options?: { keep?: number; file?: string }): string[];
