export type LanguageCode = 'en' | 'km';
export const languages: { code: LanguageCode; ogLocale: string }[];
export function pageUrl(origin: string, path: string, language: string): string;
export function languageUrls(origin: string, path: string): [LanguageCode, string][];
export function publicOrigin(
  request: { protocol: string; host: string },
  env?: Record<string, string | undefined>,
): string;
