export const appNames: string[];
export function releaseDir(app: string, version: string): string;
export function sourceMapsDir(): string;
export function releaseSourceMapsDir(app: string, version: string): string;
export function appName(input: string): string;
export function newVersion(packageVersion: string, date: Date, commit: string): string;
export function compareVersions(a: string, b: string): number;
export function sharedAccepts(range: string | undefined, version: string): boolean;
