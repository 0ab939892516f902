export function withBuildLock<T>(
  file: string,
  work: () => Promise<T>,
  options?: { pollMs?: number; onWait?: (pid: number) => void },
): Promise<T>;
