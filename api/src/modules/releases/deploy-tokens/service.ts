import {
  type DeployToken,
  type DeployTokenBody,
  ErrorCode,
  type NewDeployToken,
  type ReleaseApp,
} from '@portal/shared/contract';
import type { Db } from '../../../db/schema';
import type { Clock } from '../../../platform/clock';
import { AppError } from '../../../platform/errors';
import { auditedWrite, type StaffCaller } from '../../../platform/staff';
import { deployTokenHash, newDeployTokenSecret } from './token-secret';

const defaultDays = 30;
const dayMs = 24 * 60 * 60 * 1000;

/** The pipeline calling with a deploy token: the app it may release, and the administrator who made it. */
export type DeployCaller = { tokenId: number; app: ReleaseApp; createdBy: number };

export const createDeployTokens = ({ db, clock }: { db: Db; clock: Clock }) => ({
  async create(staff: StaffCaller, body: DeployTokenBody): Promise<NewDeployToken> {
    const token = newDeployTokenSecret();
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + (body.expiresInDays ?? defaultDays) * dayMs);
    return auditedWrite(db, clock, staff, async (trx) => {
      const { id } = await trx
        .insertInto('deploy_tokens')
        .values({
          app: body.app,
          token_hash: deployTokenHash(token),
          created_by: staff.userId,
          created_at: now,
          expires_at: expiresAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const after = { app: body.app, expiresAt: expiresAt.toISOString() };
      return {
        result: { id, token, app: body.app, expiresAt: expiresAt.toISOString() },
        audit: { action: 'deployToken.create', entity: 'deploy_token', entityId: id, before: null, after },
      };
    });
  },

  async list(): Promise<DeployToken[]> {
    const rows = await db.selectFrom('deploy_tokens').selectAll().orderBy('id', 'desc').execute();
    return rows.map((row) => ({
      id: row.id,
      app: row.app as ReleaseApp,
      createdBy: row.created_by,
      createdAt: row.created_at.toISOString(),
      expiresAt: row.expires_at.toISOString(),
      revokedAt: row.revoked_at?.toISOString() ?? null,
      lastUsedAt: row.last_used_at?.toISOString() ?? null,
    }));
  },

  async revoke(staff: StaffCaller, id: number): Promise<null> {
    return auditedWrite(db, clock, staff, async (trx) => {
      const revoked = await trx
        .updateTable('deploy_tokens')
        .set({ revoked_at: clock.now() })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .returning(['app'])
        .executeTakeFirst();
      if (!revoked) throw new AppError(404, ErrorCode.notFound, 'resourceNotFound');
      return {
        result: null,
        audit: {
          action: 'deployToken.revoke',
          entity: 'deploy_token',
          entityId: id,
          before: { app: revoked.app },
          after: null,
        },
      };
    });
  },

  /** The caller behind a token, or null for a token unknown, revoked or expired. */
  async caller(token: string): Promise<DeployCaller | null> {
    const now = clock.now();
    const row = await db
      .updateTable('deploy_tokens')
      .set({ last_used_at: now })
      .where('token_hash', '=', deployTokenHash(token))
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['id', 'app', 'created_by'])
      .executeTakeFirst();
    return row ? { tokenId: row.id, app: row.app as ReleaseApp, createdBy: row.created_by } : null;
  },
});

export type DeployTokens = ReturnType<typeof createDeployTokens>;
