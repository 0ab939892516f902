export const appNames: string[];
export function releaseDir(app: string, version: string): string;
export function sourceMapsDir(): string;
export function releaseSourceMapsDir(app: string, version: string): string;
export function appName(input: string): string;
export function newVersion(packageVersion: string, date: Date, commit: string): string;
export function compareVersions(a: string, b: string): number;
export function sharedAccepts(range: string | undefined, version: string): boolean;
export function releasesDir(): string;
export function appReleasesDir(app: string): string;
export function readRelease(
  app: string,
  version: string,
): import('./release-compatibility.cjs').ReleaseJson | null;
export function listReleases(app: string): import('./release-compatibility.cjs').ReleaseJson[];
