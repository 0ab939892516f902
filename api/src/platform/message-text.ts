import { readFileSync } from 'node:fs';

export type MessageParams = Record<string, string | number>;

const bundles = new Map<string, Record<string, string>>();

const bundle = (language: string) => {
  let loaded = bundles.get(language);
  if (!loaded) {
    const file = new URL(`../db/seed/localize/${language}.json`, import.meta.url);
    loaded = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    bundles.set(language, loaded);
  }
  return loaded;
};

/** 'km' for a Khmer Accept-Language (km-KH), else 'en'. */
export type Language = 'en' | 'km';

export const languageOf = (acceptLanguage: string | undefined): Language =>
  acceptLanguage?.trim().toLowerCase().startsWith('km') ? 'km' : 'en';

/** The text of `key` in `language` with its {{placeholders}} filled; the key itself when no text exists. */
export const renderMessage = (key: string, params: MessageParams, language: string) => {
  const template = bundle(language === 'km' ? 'km' : 'en')[key] ?? bundle('en')[key] ?? key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => String(params[name] ?? whole));
};

/** A row's text for the caller: the Khmer one for a Khmer reader when there is one, else the English. */
export const local = <T extends string | null>(
  english: T,
  khmer: string | null | undefined,
  language: string,
) => (language === 'km' && khmer ? khmer : english);
