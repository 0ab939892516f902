import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { deployTokenSchema, ErrorCode, newDeployTokenSchema } from '@portal/shared/contract';
import { expect } from '../../../../../test/support/expect';
import { type SignedIn, signUp } from '../../../../test/accounts';
import { createHttp, envelopeOf, type Http } from '../../../../test/http';
import { publishArchive, releaseArchive, useOwnReleasesDir } from '../../../../test/releases';
import { adminToken, staffMember } from '../../../../test/staff-accounts';
import { type StartedApi, startApi } from '../../../../test/start-api';

describe('deploy tokens', () => {
  let api: StartedApi;
  let http: Http;
  let admin: string;
  let sales: SignedIn;
  beforeAll(async () => {
    useOwnReleasesDir();
    api = await startApi({ demoAccounts: true });
    http = createHttp(api.baseUrl);
    admin = await adminToken(http);
    sales = await staffMember(http, admin, 'sales');
  });
  afterAll(() => api?.close());

  const newToken = async (body: object) => {
    const answer = await http.post('/admin-api/deploy-tokens', body, { token: admin });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return newDeployTokenSchema.parse(answer.body.data);
  };
  const version = (n: number) => `1.0.${n}-20261127120000-abc${n}def`;

  it('are made by an administrator for one app, shown once and kept only as their SHA-256', async () => {
    const made = await newToken({ app: 'academy', expiresInDays: 7 });
    expect(made.app).toBe('academy');
    expect(made.token).toMatch(/^cpdt_[\w-]{43}$/);
    const days = (Date.parse(made.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);

    const row = await api.db
      .selectFrom('deploy_tokens')
      .selectAll()
      .where('id', '=', made.id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(createHash('sha256').update(made.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(made.token);

    const listed = await http.get('/admin-api/deploy-tokens', { token: admin });
    expect(listed.status).toBe(200);
    const mine = deployTokenSchema
      .strict()
      .parse(listed.body.data.find((one: { id: number }) => one.id === made.id));
    expect(mine).toMatchObject({ app: 'academy', revokedAt: null, lastUsedAt: null });
    expect(JSON.stringify(listed.body)).not.toContain(made.token);

    const audit = await http.get('/admin-api/audit-log', { token: admin });
    expect(audit.body.data[0]).toMatchObject({ action: 'deployToken.create', entityId: String(made.id) });
  });

  it('are refused to staff without the releases permission, to customers and to a deploy token', async () => {
    const bySales = await http.post(
      '/admin-api/deploy-tokens',
      { app: 'academy' },
      { token: sales.accessToken },
    );
    expect(bySales.status).toBe(403);
    expect(envelopeOf(bySales).code).toBe(ErrorCode.permissionDenied);
    const customer = await signUp(http);
    expect((await http.get('/admin-api/deploy-tokens', { token: customer.accessToken })).status).toBe(403);
    const { token } = await newToken({ app: 'academy' });
    expect((await http.get('/admin-api/deploy-tokens', { token })).status).toBe(401);
    expect((await http.get('/admin-api/releases', { token })).status).toBe(401);
  });

  it('checks the body against the contract', async () => {
    for (const body of [{ app: 'bakery' }, { app: 'academy', expiresInDays: 0 }, {}]) {
      const answer = await http.post('/admin-api/deploy-tokens', body, { token: admin });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(envelopeOf(answer).code).toBe(ErrorCode.validation);
    }
  });

  it('let a pipeline publish its own app only: another app answers 403 with the spec’s envelope', async () => {
    const { token } = await newToken({ app: 'academy' });
    const own = await publishArchive(
      api.baseUrl,
      'academy',
      releaseArchive({ app: 'academy', version: version(1) }),
      token,
    );
    expect(own.status, JSON.stringify(own.body)).toBe(200);

    const services = releaseArchive({ app: 'services', version: version(1) });
    const other = await publishArchive(api.baseUrl, 'services', services, token);
    expect(other.status).toBe(403);
    expect(envelopeOf({ ...other, headers: new Headers() })).toEqual({
      statusCode: 403,
      code: ErrorCode.permissionDenied,
      error: 'Forbidden',
      message: 'youDontHaveAPermission',
    });
    const promote = await http.post(
      '/admin-api/releases/services/promote',
      { version: version(1) },
      { token },
    );
    expect(promote.status).toBe(403);
    expect((await http.post('/admin-api/releases/host/rollback', {}, { token })).status).toBe(403);

    const listed = await http.get('/admin-api/deploy-tokens', { token: admin });
    expect(
      listed.body.data.find((one: { app: string; lastUsedAt: string | null }) => one.lastUsedAt),
    ).toBeTruthy();
  });

  it('stop working once revoked or expired (401), each revocation in the audit log', async () => {
    const revoked = await newToken({ app: 'shop' });
    const removed = await http.delete(`/admin-api/deploy-tokens/${revoked.id}`, { token: admin });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect((await http.delete(`/admin-api/deploy-tokens/${revoked.id}`, { token: admin })).status).toBe(404);
    const audit = await http.get('/admin-api/audit-log', { token: admin });
    expect(audit.body.data[0]).toMatchObject({ action: 'deployToken.revoke', entityId: String(revoked.id) });

    const expired = await newToken({ app: 'shop' });
    await api.db
      .updateTable('deploy_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', expired.id)
      .execute();

    for (const { token } of [revoked, expired, { token: 'cpdt_not-a-token-at-all' }]) {
      const answer = await http.get('/admin-api/releases/shop', { token });
      expect(answer.status).toBe(401);
      expect(envelopeOf(answer).code).toBe(ErrorCode.invalidToken);
    }
    const listed = await http.get('/admin-api/deploy-tokens', { token: admin });
    expect(listed.body.data.find((one: { id: number }) => one.id === revoked.id).revokedAt).not.toBeNull();
  });
});
