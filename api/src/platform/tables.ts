import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from '../db/column-types';

export interface OutboxMessagesTable {
  id: Generated<number>;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  code: string | null;
  purpose: string;
  created_at: Timestamp;
  /** Queued inside a transaction and not yet handed to the SMTP or SMS adapter. */
  pending: Generated<boolean>;
  /** How often its adapter refused it; at `maxDeliveryAttempts` it is given up. */
  attempts: Generated<number>;
  last_error: string | null;
}

export interface ThrottlesTable {
  key: string;
  hits: number;
  window_started_at: Timestamp;
  strikes: number;
  blocked_until: NullableTimestamp;
}

export interface RateLimitsTable {
  key: string;
  hits: number;
  ends_at: Timestamp;
}

export interface AuditLogTable {
  id: Generated<number>;
  staff_user_id: number;
  action: string;
  entity: string;
  entity_id: string | null;
  /** JSON text on the way in; read back parsed. */
  before: ColumnType<unknown, string | null, string | null>;
  after: ColumnType<unknown, string | null, string | null>;
  created_at: Timestamp;
}

/** The tables the platform owns: only its code writes to them. */
export interface PlatformTables {
  outbox_messages: OutboxMessagesTable;
  throttles: ThrottlesTable;
  rate_limits: RateLimitsTable;
  audit_log: AuditLogTable;
}

/**
 * The database functions other modules may call (the SQL a statement of theirs runs; migration 0362: a message
 * queued inside another statement).
 */
export type PlatformFunctions = 'platform_queue_message';
