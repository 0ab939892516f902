export function contentSecurityPolicy(options: {
  nonce: string;
  origins?: string[];
  devOrigins?: string[];
}): string;
export const commonHeaders: Record<string, string>;
export function newNonce(): string;
