import type { WeeklyHours } from '@portal/shared/contract';
import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp } from '../../db/column-types';

export interface SettingsTable {
  key: string;
  /** 'on' or 'off' for a switch; a number or a chat link's name for the few others (the check constraint says which). */
  value: string;
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

export interface PopupBannersTable {
  id: number;
  title: string;
  web_image: string | null;
  app_image: string | null;
  web_redirect_link: string | null;
  show_after_seconds: number;
  hide_after_seconds: number;
  customer_group_id: number | null;
  starts_at: NullableTimestamp;
  ends_at: NullableTimestamp;
  is_active: Generated<boolean>;
  sort: number;
}

export interface HomeBannersTable {
  id: Generated<number>;
  key: string;
  title: string;
  title_km: string | null;
  image: string;
  width: number;
  height: number;
  link: string | null;
  starts_at: NullableTimestamp;
  ends_at: NullableTimestamp;
  is_active: Generated<boolean>;
  sort: Generated<number>;
  staff_edited_at: NullableTimestamp;
}

export interface ShowroomsTable {
  id: Generated<number>;
  key: string;
  name: string;
  name_km: string | null;
  address: string;
  address_km: string | null;
  phone: string;
  /** Seven days, Sunday first; written as JSON text. */
  weekly_hours: ColumnType<WeeklyHours, string, string>;
  description: Generated<string>;
  description_km: string | null;
  latitude: number | null;
  longitude: number | null;
  image: string | null;
  is_head_office: Generated<boolean>;
  is_active: Generated<boolean>;
  sort: Generated<number>;
  staff_edited_at: NullableTimestamp;
}

export interface HelpTopicsTable {
  id: number;
  key: string;
  title: string;
  title_km: string | null;
  sort: number;
  is_active: Generated<boolean>;
}

export interface HelpQuestionsTable {
  id: number;
  topic_id: number;
  question: string;
  question_km: string | null;
  answer: string;
  answer_km: string | null;
  sort: number;
  is_active: Generated<boolean>;
}

/** The tables this domain owns: only its code writes to them. */
export interface ContentTables {
  settings: SettingsTable;
  languages: LanguagesTable;
  translations: TranslationsTable;
  popup_banners: PopupBannersTable;
  home_banners: HomeBannersTable;
  showrooms: ShowroomsTable;
  help_topics: HelpTopicsTable;
  help_questions: HelpQuestionsTable;
}

/** A setting of the shop: a switch, a level or a chat link's name (view `content_settings`). */
export interface ContentSettingsView {
  key: string;
  value: string;
}

/** What other modules may read of content: a plain view over its settings (migration 0352). Read-only. */
export interface ContentViews {
  content_settings: ContentSettingsView;
}

/**
 * The database functions other modules may call (the SQL a statement of theirs runs; migration 0364: the showroom a
 * pickup is for).
 */
export type ContentFunctions = 'content_pickup_site';
