export function withLock<T>(
  file: string,
  work: () => Promise<T>,
  options?: { pollMs?: number; onWait?: (pid: number) => void },
): Promise<T>;
