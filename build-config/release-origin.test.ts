/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bucketReleases } from './release-origin.cjs';

const kept = '1.0.0-20261127120000-aaaaaaa';
const later = '1.0.0-20261127130000-bbbbbbb';

describe('which releases a host loads from the bucket', () => {
  const asked: string[] = [];
  const inBucket = new Set([`/portal/releases/academy/${kept}/release.json`]);
  let server: http.Server;
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      asked.push(`${request.method} ${request.url}`);
      response.writeHead(inBucket.has(request.url ?? '') ? 200 : 404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    process.env.S3_PUBLIC_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/portal/`;
  });
  afterAll(() => {
    delete process.env.S3_PUBLIC_URL;
    server.close();
  });

  it('names the bucket for a release whose release.json it holds, asking once', async () => {
    const releases = bucketReleases();
    expect(releases.urlOf('academy', kept)).toBeNull();
    expect(await releases.check('academy', kept)).toBe(true);
    expect(await releases.check('academy', kept)).toBe(true);
    expect(releases.urlOf('academy', kept)).toBe(`${process.env.S3_PUBLIC_URL}releases/academy/${kept}`);
    expect(asked.filter((one) => one.includes(kept))).toEqual([
      `HEAD /portal/releases/academy/${kept}/release.json`,
    ]);
  });

  it('leaves a release the bucket does not hold to its origin, and asks again only after a while', async () => {
    let now = 0;
    const releases = bucketReleases({ retryMs: 30_000, now: () => now });
    expect(await releases.check('academy', later)).toBe(false);
    inBucket.add(`/portal/releases/academy/${later}/release.json`);
    now = 29_000;
    expect(await releases.check('academy', later)).toBe(false);
    expect(releases.urlOf('academy', later)).toBeNull();
    now = 31_000;
    expect(await releases.check('academy', later)).toBe(true);
    expect(asked.filter((one) => one.includes(later))).toHaveLength(2);
  });

  it('asks nothing without a bucket, or for what is not a version', async () => {
    const before = asked.length;
    expect(await bucketReleases().check('academy', '../etc')).toBe(false);
    expect(await bucketReleases().check('academy', undefined)).toBe(false);
    const url = process.env.S3_PUBLIC_URL;
    delete process.env.S3_PUBLIC_URL;
    expect(await bucketReleases().check('academy', kept)).toBe(false);
    process.env.S3_PUBLIC_URL = url;
    expect(asked.length).toBe(before);
  });
});
