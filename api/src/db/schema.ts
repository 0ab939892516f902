import type { Kysely } from 'kysely';

export interface SettingsTable {
  key: string;
  value: 'on' | 'off';
}

export interface LanguagesTable {
  code: string;
  locale: string;
  name: string;
  sort: number;
  is_default: boolean;
}

export interface TranslationsTable {
  language_code: string;
  key: string;
  value: string;
}

export interface Database {
  settings: SettingsTable;
  languages: LanguagesTable;
  translations: TranslationsTable;
}

export type Db = Kysely<Database>;
