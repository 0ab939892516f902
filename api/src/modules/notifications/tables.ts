import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types';

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number | null;
  type: 'general' | 'ads' | 'transaction';
  title: string;
  body: string;
  title_km: ColumnType<string | null, string | null | undefined, string | null>;
  body_km: ColumnType<string | null, string | null | undefined, string | null>;
  image: string | null;
  ref_id: number | null;
  seed_key: string | null;
  created_at: Timestamp;
}

export interface NotificationReadsTable {
  notification_id: number;
  user_id: number;
  read_at: Timestamp;
}

/** The tables this domain owns: only its code writes to them. */
export interface NotificationsTables {
  notifications: NotificationsTable;
  notification_reads: NotificationReadsTable;
}

/**
 * The database functions other modules may call (the SQL a statement of theirs runs; migration 0362: `notify` inside
 * another statement).
 */
export type NotificationsFunctions = 'notifications_notify';
