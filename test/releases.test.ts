import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, it, jest } from '@jest/globals';
import * as registry from '../build-config/registry.cjs';
import {
  compareVersions,
  newVersion,
  releaseSourceMapsDir,
  sharedAccepts,
} from '../build-config/releases.cjs';
import { expect } from './support/expect';

const cli = path.resolve(__dirname, '../scripts/release.mjs');
let dir: string;
let registryFile: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-releases-'));
  registryFile = path.join(dir, 'data', 'release-registry.json');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A kept release as `pnpm release` leaves it, without the build. */
function keep(
  app: string,
  version: string,
  shared: { version?: string; range?: string } = {},
  federationRuntime?: { core: string; provides: boolean },
) {
  const folder = path.join(dir, 'releases', app, version);
  fs.mkdirSync(folder, { recursive: true });
  const release = {
    app,
    version,
    commit: 'abc1234',
    builtAt: '2026-11-24T10:00:00.000Z',
    shared: { version: shared.version ?? '1.0.0', range: shared.range ?? '^1.0.0' },
    ...(federationRuntime ? { manifest: { metaData: { federationRuntime } } } : {}),
  };
  fs.writeFileSync(path.join(folder, 'release.json'), JSON.stringify(release));
}

function run(...args: string[]) {
  const result = spawnSync(process.execPath, [cli, ...args], {
    encoding: 'utf8',
    env: {
      ...process.env,
      RELEASES_DIR: path.join(dir, 'releases'),
      RELEASE_REGISTRY: registryFile,
      RELEASE_BY: 'ops',
      // The file registry: no PostgreSQL server's.
      DATABASE_URL: '',
    },
  });
  return { status: result.status, out: result.stdout.trimEnd(), err: result.stderr.trim() };
}

describe('release versions', () => {
  it('are the package version, the UTC time and the commit, and order by time', () => {
    const version = newVersion('1.2.0', new Date('2026-11-24T09:05:03.120Z'), 'abc1234');
    expect(version).toBe('1.2.0-20261124090503-abc1234');
    const versions = [
      '1.2.0-20261124090503-abc1234',
      '1.10.0-20260101000000-fff0000',
      '1.2.0-20261124090502-zzz9999',
      '1.2.0-20261201000000-000aaaa',
    ];
    expect([...versions].sort(compareVersions)).toEqual([
      '1.2.0-20261124090502-zzz9999',
      '1.2.0-20261124090503-abc1234',
      '1.2.0-20261201000000-000aaaa',
      '1.10.0-20260101000000-fff0000',
    ]);
  });
});

describe('the @portal/shared range check', () => {
  it('takes a host that provides the range, refuses another major or an older minor', () => {
    expect(sharedAccepts('^1.0.0', '1.0.0')).toBe(true);
    expect(sharedAccepts('^1.0.0', '1.3.2')).toBe(true);
    expect(sharedAccepts('^1.2.0', '1.1.0')).toBe(false);
    expect(sharedAccepts('^2.0.0', '1.9.9')).toBe(false);
    expect(sharedAccepts(undefined, '1.0.0')).toBe(false);
  });
});

describe('the registry', () => {
  it('promotes, rolls back to the release live before, and keeps who did what when', async () => {
    await registry.promote('academy', 'a1', { file: registryFile, by: 'start' });
    await registry.promote('academy', 'a2', { file: registryFile, by: 'ops' });
    await registry.promote('academy', 'a3', { file: registryFile, by: 'ops' });
    expect(registry.liveOf(registry.readRegistry(registryFile))).toEqual({ academy: 'a3' });

    await registry.rollback('academy', { file: registryFile, by: 'ops' });
    await registry.rollback('academy', { file: registryFile, by: 'ops' });
    expect(registry.liveOf(registry.readRegistry(registryFile))).toEqual({ academy: 'a1' });
    await expect(registry.rollback('academy', { file: registryFile })).rejects.toThrow(
      'academy has no earlier live release to roll back to',
    );

    const history = registry.readHistory(registryFile);
    expect(history.map(({ action, from, to, by }) => [action, from, to, by])).toEqual([
      ['promote', null, 'a1', 'start'],
      ['promote', 'a1', 'a2', 'ops'],
      ['promote', 'a2', 'a3', 'ops'],
      ['rollback', 'a3', 'a2', 'ops'],
      ['rollback', 'a2', 'a1', 'ops'],
    ]);
    expect(history.every((entry) => !Number.isNaN(Date.parse(entry.at)))).toBe(true);
  });

  it('never interleaves two changes made at once', async () => {
    await Promise.all(
      ['s1', 's2', 's3', 's4', 's5'].map((version) =>
        registry.promote('shop', version, { file: registryFile }),
      ),
    );
    const { apps } = registry.readRegistry(registryFile);
    expect([...(apps.shop?.stack ?? [])].sort()).toEqual(['s1', 's2', 's3', 's4', 's5']);
    expect(registry.readHistory(registryFile)).toHaveLength(5);
  });

  it('for a server, keeps the last good registry when the file turns corrupt or half-written', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const live = registry.liveReader(registryFile);
    expect(live()).toEqual({});
    await registry.promote('shop', 's1', { file: registryFile });
    expect(live()).toEqual({ shop: 's1' });

    fs.writeFileSync(registryFile, '{"apps": {"shop": {"live": "s2", "st');
    expect(live()).toEqual({ shop: 's1' });
    fs.writeFileSync(registryFile, '{"apps": {"shop": "s2"}}');
    expect(live()).toEqual({ shop: 's1' });
    expect(errors.mock.calls.map(([message]) => String(message))).toEqual([
      expect.stringContaining('is not valid JSON (corrupt or half-written)'),
      expect.stringContaining('is not a registry of live releases'),
    ]);
    errors.mockRestore();
  });
});

describe('the release commands', () => {
  it('list the releases oldest first with the live one marked, promote and roll back', () => {
    keep('host', '1.0.0-20261124090000-aaa0000');
    keep('academy', '1.0.0-20261124100000-bbb0000');
    keep('academy', '1.0.0-20261124110000-ccc0000');
    expect(run('promote', 'host', '1.0.0-20261124090000-aaa0000').status).toBe(0);
    expect(run('promote', 'remote-academy', '1.0.0-20261124100000-bbb0000').out).toBe(
      'academy: nothing → 1.0.0-20261124100000-bbb0000 is live',
    );
    expect(run('promote', 'academy', '1.0.0-20261124110000-ccc0000').status).toBe(0);

    const listed = run('releases', 'academy').out.split('\n');
    expect(listed).toHaveLength(2);
    expect(listed[0]).toMatch(/^ {2}1\.0\.0-20261124100000-bbb0000 /);
    expect(listed[1]).toMatch(/^\* 1\.0\.0-20261124110000-ccc0000 /);

    expect(run('rollback', 'academy').out).toBe(
      'academy: 1.0.0-20261124110000-ccc0000 → 1.0.0-20261124100000-bbb0000 is live',
    );
    expect(registry.readHistory(registryFile).at(-1)?.by).toBe('ops');
  });

  it('start a canary for a share of visitors, list it, complete it with promote and end one with rollback', () => {
    const [v1, v2, v3] = [
      '1.0.0-20261124100000-bbb0000',
      '1.0.0-20261124110000-ccc0000',
      '1.0.0-20261124120000-ddd0000',
    ];
    for (const version of [v1, v2, v3]) keep('academy', version);
    run('promote', 'academy', v1);
    expect(run('promote', 'academy', v2, '--canary', '50', '--reason', 'new lessons').out).toBe(
      `academy: ${v2} goes to 50 % of visitors, ${v1} stays live`,
    );
    const listed = run('releases', 'academy').out.split('\n');
    expect(listed[0]).toMatch(/^\* 1\.0\.0-20261124100000-bbb0000 /);
    expect(listed[1]).toMatch(/^~ 1\.0\.0-20261124110000-ccc0000 .* canary for 50 % of visitors$/);
    expect(run('promote', 'academy', v3, '--canary', '150')).toMatchObject({
      status: 1,
      err: "A canary's share is a whole percentage from 1 to 99, not 150",
    });
    expect(run('promote', 'academy', v2).out).toBe(`academy: ${v1} → ${v2} is live`);
    run('promote', 'academy', v3, '--canary', '10');
    expect(run('rollback', 'academy').out).toBe(`academy: ${v3} → ${v2} is live`);
    expect(registry.readRegistry(registryFile).apps.academy).toEqual({ live: v2, stack: [v1, v2] });
    expect(registry.readHistory(registryFile).map((entry) => [entry.action, entry.reason])).toEqual([
      ['promote', undefined],
      ['canary', 'new lessons'],
      ['promote', undefined],
      ['canary', undefined],
      ['rollback', undefined],
    ]);
  });

  it('refuse a remote whose @portal/shared the live host does not provide, and a host a live remote cannot run on', () => {
    keep('host', '1.0.0-20261124090000-aaa0000', { version: '1.4.0' });
    keep('host', '2.0.0-20261124090000-aaa0000', { version: '2.0.0' });
    keep('academy', '1.0.0-20261124100000-bbb0000', { range: '^1.2.0' });
    keep('academy', '2.0.0-20261124100000-bbb0000', { range: '^2.0.0' });
    run('promote', 'host', '1.0.0-20261124090000-aaa0000');
    run('promote', 'academy', '1.0.0-20261124100000-bbb0000');

    const remote = run('promote', 'academy', '2.0.0-20261124100000-bbb0000');
    expect(remote.status).toBe(1);
    expect(remote.err).toBe(
      'Refused: academy 2.0.0-20261124100000-bbb0000 needs @portal/shared ^2.0.0, but the live host 1.0.0-20261124090000-aaa0000 provides 1.4.0: release and promote a host with a compatible @portal/shared first',
    );
    const host = run('promote', 'host', '2.0.0-20261124090000-aaa0000');
    expect(host.status).toBe(1);
    expect(host.err).toContain('the live academy 1.0.0-20261124100000-bbb0000 needs ^1.2.0');
    expect(registry.liveOf(registry.readRegistry(registryFile))).toEqual({
      host: '1.0.0-20261124090000-aaa0000',
      academy: '1.0.0-20261124100000-bbb0000',
    });
  });

  it("refuse a remote that uses the host's federation runtime when the live host provides none or another, and a host that would take a live remote's away", () => {
    const oldHost = '1.0.0-20261124090000-aaa0000';
    const newHost = '1.0.0-20261125090000-ccc0000';
    const nextHost = '1.0.0-20261126090000-ddd0000';
    keep('host', oldHost);
    keep('host', newHost, {}, { core: '2.9.2', provides: true });
    keep('host', nextHost, {}, { core: '2.10.0', provides: true });
    keep('shop', '1.0.0-20261124100000-bbb0000');
    keep('shop', '1.0.0-20261125100000-eee0000', {}, { core: '2.9.2', provides: false });
    run('promote', 'host', oldHost);
    run('promote', 'shop', '1.0.0-20261124100000-bbb0000');

    const early = run('promote', 'shop', '1.0.0-20261125100000-eee0000');
    expect(early.status).toBe(1);
    expect(early.err).toBe(
      `Refused: shop 1.0.0-20261125100000-eee0000 uses the host's federation runtime 2.9.2, but the live host ${oldHost} provides none: release and promote a host that provides it first`,
    );
    // A host that provides the runtime still runs a remote that carries its own.
    expect(run('promote', 'host', newHost).status).toBe(0);
    expect(run('promote', 'shop', '1.0.0-20261125100000-eee0000').status).toBe(0);

    const another = run('promote', 'host', nextHost);
    expect(another.status).toBe(1);
    expect(another.err).toContain(
      "the live shop 1.0.0-20261125100000-eee0000 uses the host's federation runtime 2.9.2",
    );
    expect(run('rollback', 'host').status).toBe(1);
    expect(registry.liveOf(registry.readRegistry(registryFile))).toEqual({
      host: newHost,
      shop: '1.0.0-20261125100000-eee0000',
    });
  });

  it('answer bad input with one clear line and change nothing', () => {
    keep('academy', '1.0.0-20261124100000-bbb0000');
    run('promote', 'academy', '1.0.0-20261124100000-bbb0000');
    const before = fs.readFileSync(registryFile, 'utf8');
    const cases: [string[], string][] = [
      [
        ['promote', 'blog', '1.0.0'],
        'Unknown app "blog": one of host, shop, account, services, academy, admin',
      ],
      [
        ['promote', 'academy', '9.9.9-nothing'],
        'academy has no release 9.9.9-nothing: see pnpm releases academy',
      ],
      [['promote', 'academy', '../../etc'], 'academy has no release ../../etc: see pnpm releases academy'],
      [
        ['promote', 'academy'],
        'Which release of academy? pnpm promote academy <version> (see pnpm releases academy)',
      ],
      [['rollback', 'academy'], 'academy has no earlier live release to roll back to'],
      [['rollback', 'shop'], 'shop has no earlier live release to roll back to'],
      [['publish', 'academy'], 'Unknown command "publish": one of release, promote, rollback, releases'],
    ];
    for (const [args, message] of cases) {
      const result = run(...args);
      expect(result.status, args.join(' ')).toBe(1);
      expect(result.err, args.join(' ')).toBe(message);
    }
    expect(fs.readFileSync(registryFile, 'utf8')).toBe(before);

    fs.writeFileSync(registryFile, '{"apps": {"acad');
    const corrupt = run('promote', 'academy', '1.0.0-20261124100000-bbb0000');
    expect(corrupt.status).toBe(1);
    expect(corrupt.err).toBe(
      `The release registry ${registryFile} is not valid JSON (corrupt or half-written): restore it`,
    );
  });
});

describe('old releases', () => {
  it('are deleted beyond the newest five, except those a rollback could still make live', async () => {
    const versions = Array.from({ length: 8 }, (_, hour) => `1.0.0-2026112410${hour}000-abc0000`);
    for (const version of versions) keep('academy', version);
    const releasesDir = process.env.RELEASES_DIR;
    process.env.RELEASES_DIR = path.join(dir, 'releases');
    try {
      await registry.promote('academy', versions[0] as string, { file: registryFile });
      await registry.promote('academy', versions[1] as string, { file: registryFile });

      expect(registry.pruneReleases('academy', { file: registryFile })).toEqual([versions[2]]);
      expect(fs.readdirSync(path.join(dir, 'releases', 'academy')).sort()).toEqual(
        versions.filter((version) => version !== versions[2]),
      );
      expect(registry.pruneReleases('academy', { file: registryFile })).toEqual([]);
    } finally {
      if (releasesDir === undefined) delete process.env.RELEASES_DIR;
      else process.env.RELEASES_DIR = releasesDir;
    }
  });

  it('take their source maps with them, which are kept outside the folder the releases are served from', async () => {
    const versions = Array.from({ length: 6 }, (_, hour) => `1.0.0-2026112410${hour}000-abc0000`);
    const releasesDir = process.env.RELEASES_DIR;
    process.env.RELEASES_DIR = path.join(dir, 'releases');
    try {
      for (const version of versions) {
        keep('shop', version);
        const maps = releaseSourceMapsDir('shop', version);
        fs.mkdirSync(maps, { recursive: true });
        fs.writeFileSync(path.join(maps, 'main.js.map'), '{}');
      }
      const maps = (version: string) => releaseSourceMapsDir('shop', version);
      expect(maps(versions[0] as string)).toBe(path.join(dir, 'source-maps', 'shop', versions[0] as string));
      expect(path.relative(path.join(dir, 'releases'), maps(versions[0] as string)).startsWith('..')).toBe(
        true,
      );

      expect(registry.pruneReleases('shop', { file: registryFile })).toEqual([versions[0]]);
      expect(fs.existsSync(maps(versions[0] as string))).toBe(false);
      for (const version of versions.slice(1))
        expect(fs.existsSync(path.join(maps(version), 'main.js.map')), version).toBe(true);
    } finally {
      if (releasesDir === undefined) delete process.env.RELEASES_DIR;
      else process.env.RELEASES_DIR = releasesDir;
    }
  });
});
