export type Canary = { version: string; share: number };
export type Registry = { apps: Record<string, { live: string; stack: string[]; canary?: Canary }> };
export type Change = {
  at: string;
  by: string;
  action: 'promote' | 'canary' | 'rollback';
  app: string;
  from: string | null;
  to: string;
  share?: number;
  reason?: string;
};
type Options = { by?: string; reason?: string; file?: string };
export function registryFile(): string;
export function readRegistry(file?: string): Registry;
export function liveOf(registry: Registry): Record<string, string>;
export function liveReader(file?: string): () => Record<string, string>;
export function registryReader(file?: string): () => Registry;
export function promote(app: string, version: string, options?: Options): Promise<Change>;
export function startCanary(app: string, version: string, share: number, options?: Options): Promise<Change>;
export function rollback(app: string, options?: Options): Promise<Change>;
export function readHistory(file?: string): Change[];
export function pruneReleases(
  app: string,
  options?: { keep?: number; file?: string; registry?: Registry },
): string[];
