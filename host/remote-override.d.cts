export type RemoteOverride = { app: string; url: string };
type PageRequest = { url: string; headers: Record<string, string | string[] | undefined>; ip?: string };

export function remoteOverrides(options: {
  apps: string[];
  apiUrl: string;
  production?: () => boolean;
  log?: (line: string) => void;
}): (request: PageRequest) => Promise<RemoteOverride | null>;
export function requestedOverride(request: PageRequest, apps: string[]): RemoteOverride | null;
export function overrideOrigins(override: RemoteOverride | null | undefined): string[];
export const cookieName: string;
export const queryName: string;
