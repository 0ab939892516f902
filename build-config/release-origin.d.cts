export const versionPattern: RegExp;
export function bucketReleasesUrl(): string | null;
export function releaseOrigin(
  app: string,
  version: string,
): { dir: string; url?: undefined } | { url: string; dir?: undefined } | null;
export function bucketReleases(options?: { timeoutMs?: number; retryMs?: number; now?: () => number }): {
  check(app: string, version: string | undefined): Promise<boolean>;
  urlOf(app: string, version: string | undefined): string | null;
};
