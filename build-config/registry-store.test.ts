/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { describeRegistryStore, type RegistryStore } from '../test/support/registry-store-behaviour';
import { fileStore, registryStore } from './registry-store.cjs';

const tempDirs: string[] = [];
afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describeRegistryStore('file', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-registry-'));
  tempDirs.push(dir);
  return fileStore({ file: path.join(dir, 'release-registry.json') }) as RegistryStore;
});

describe('registryStore', () => {
  it('answers the file store without a database URL, the PostgreSQL one with a server URL', async () => {
    const file = registryStore({ databaseUrl: undefined });
    const server = registryStore({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none' });
    expect([file.kind, server.kind]).toEqual(['file', 'postgres']);
    await Promise.all([file.close(), server.close()]);
  });
});
