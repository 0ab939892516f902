import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { loadConfig } from './config';

const apiRoot = fileURLToPath(new URL('../..', import.meta.url));

describe('loadConfig', () => {
  it('listens on 127.0.0.1:4000 with PGlite in api/.data by default', () => {
    expect(loadConfig({})).toMatchObject({
      env: 'development',
      host: '127.0.0.1',
      port: 4000,
      logLevel: 'info',
      database: { kind: 'pglite', dataDir: `${apiRoot}.data` },
      dataDir: `${apiRoot}.data`,
      trustProxy: false,
    });
  });

  it('reads TRUST_PROXY as a flag or as the proxies to trust', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toBe('loopback');
  });

  it('gives access tokens 30 minutes unless ACCESS_TOKEN_TTL_SECONDS says otherwise', () => {
    expect(loadConfig({}).accessTokenTtlSeconds).toBe(1800);
    expect(loadConfig({ ACCESS_TOKEN_TTL_SECONDS: '5' }).accessTokenTtlSeconds).toBe(5);
    expect(() => loadConfig({ ACCESS_TOKEN_TTL_SECONDS: '-1' })).toThrow(/ACCESS_TOKEN_TTL_SECONDS/);
  });

  it('refuses to start in production without an APP_SECRET of 32 characters or more', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/APP_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', APP_SECRET: 'short' })).toThrow(/APP_SECRET/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', APP_SECRET: loadConfig({ NODE_ENV: 'development' }).secret }),
    ).toThrow('APP_SECRET is the published development secret');
    expect(loadConfig({ NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32) }).secret).toBe('x'.repeat(32));
  });

  it('reads the lists of accepted social client ids', () => {
    const config = loadConfig({
      GOOGLE_CLIENT_IDS: 'web.apps.googleusercontent.com, ios.apps.googleusercontent.com',
    });
    expect(config.social.google.clientIds).toEqual([
      'web.apps.googleusercontent.com',
      'ios.apps.googleusercontent.com',
    ]);
    expect(config.social.apple.clientIds).toEqual([]);
  });

  it('uses PostgreSQL when DATABASE_URL is set, and treats an empty one as unset', () => {
    const url = 'postgres://portal@127.0.0.1:5433/portal';
    expect(loadConfig({ DATABASE_URL: url }).database).toEqual({
      kind: 'postgres',
      url,
      poolSize: 10,
      statementTimeoutMs: 15_000,
      idleInTransactionTimeoutMs: 30_000,
    });
    expect(loadConfig({ DATABASE_URL: '' }).database.kind).toBe('pglite');
  });

  it('takes a relative DATA_DIR from the api package and an absolute one as it is', () => {
    expect(loadConfig({ DATA_DIR: 'tmp/db' }).database).toEqual({
      kind: 'pglite',
      dataDir: `${apiRoot}tmp/db`,
    });
    expect(loadConfig({ DATA_DIR: '/var/portal' }).database).toEqual({
      kind: 'pglite',
      dataDir: '/var/portal',
    });
  });

  it('refuses a port that is not a number', () => {
    expect(() => loadConfig({ API_PORT: 'http' })).toThrow(/API_PORT/);
  });
});
