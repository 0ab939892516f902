type Request = { url: string; protocol?: string; headers: Record<string, string | string[] | undefined> };
type Registry = { apps: Record<string, { live: string; canary?: { version: string; share: number } }> };
export type Preview = { app: string; version: string; expiresAt: string };
export type Choice = {
  versions: Record<string, string>;
  preview: { app: string; version: string } | null;
  cookies: string[];
};

export function previewLookup(options: {
  apiUrl: string;
  ttlMs?: number;
  now?: () => number;
}): (token: string) => Promise<Preview | null>;
export function releaseChoices(options: {
  registry: () => Registry;
  previewOf: (token: string) => Promise<Preview | null>;
  newBucket?: () => number;
  now?: () => number;
}): (request: Request) => Promise<Choice>;
export const visitorCookie: string;
export const previewCookie: string;
export const previewQuery: string;
