export function waitForUrl(target: string, timeoutMs: number, gaveUp?: () => boolean): Promise<void>;
