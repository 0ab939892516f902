import type { Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from '../../db/column-types';

export interface DeployTokensTable {
  id: Generated<number>;
  app: string;
  /** SHA-256 of the token, hex: the token itself is never kept. */
  token_hash: string;
  created_by: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  last_used_at: NullableTimestamp;
}

/** Page loads browsers reported of one release in one minute, and how many failed (release health). */
export interface ReleaseHealthTable {
  app: string;
  version: string;
  minute: Timestamp;
  loads: number;
  failures: number;
}

/** One app in the release registry on a PostgreSQL server (build-config/registry-postgres.cjs writes it). */
export interface ReleaseAppsTable {
  app: string;
  live: string;
  /** The releases live before, oldest first, ending with the live one: what a rollback returns to. */
  stack: string[];
  canary_version: string | null;
  canary_share: number | null;
  changed_at: Generated<Timestamp>;
}

/** Every change of the release registry on a PostgreSQL server: who, when, from which release to which, and why. */
export interface ReleaseHistoryTable {
  id: Generated<string>;
  at: Generated<Timestamp>;
  by: string;
  action: string;
  app: string;
  from_version: string | null;
  to_version: string;
  share: number | null;
  reason: string | null;
}

/** The tables the release service owns. */
export interface ReleasesTables {
  release_apps: ReleaseAppsTable;
  release_history: ReleaseHistoryTable;
  deploy_tokens: DeployTokensTable;
  release_health: ReleaseHealthTable;
}
