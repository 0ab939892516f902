export type Read = (apiPath: string) => Promise<unknown>;
export function drawFirstScreen(url: string, read: Read): Promise<string>;
export function firstScreen(request: { url: string; headers: { cookie?: string } }): Promise<string>;
export function acceptLanguage(cookieHeader: string | undefined): 'km-KH' | 'en-US';
export function chosenLanguage(cookieHeader: string | undefined): string;
export function pageLanguage(url: string, cookieHeader: string | undefined): string;
export function localeOf(language: string): 'km-KH' | 'en-US';
