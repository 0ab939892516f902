import type { Read } from './first-screen/first-screen.cjs';

export function createApiReader(options: {
  baseUrl: string;
  timeoutMs: number;
  ttlMs: number;
  maxEntries?: number;
  serveStale?: boolean;
  now?: () => number;
}): (locale: string) => Read;
