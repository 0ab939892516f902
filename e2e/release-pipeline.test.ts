import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import en from '../api/src/db/seed/localize/en.json';
import { expect } from '../test/support/expect';
import { signInAtLoginPage } from './support/accounts';
import { useBrowser } from './support/browser';
import { deployTokenAt, releaseCli } from './support/release-service';
import { editJson, liveVersion, releaseDir, restoreLive, writeReleaseFile } from './support/releases';
import { portalUrl, repoRoot } from './support/stack';

// The academy team's pipeline: its own checkout of the repository (a copy, with its own releases folder), the
// release commands of the README, and the academy's deploy token, against the portal started as the README starts it.
// Its release is the academy's live build under a new version (what `pnpm release academy` would have built, without
// building it again here); the refused archives are made from it.
const browser = useBrowser();
const fromBuildConfig = createRequire(path.join(repoRoot, 'build-config', 'package.json'));
const tar = fromBuildConfig('tar') as {
  create(options: object, paths: string[]): NodeJS.ReadableStream;
};
const releases: typeof import('../build-config/releases.cjs') = fromBuildConfig('./releases.cjs');

/** A copy of the repository's files (what a CI job checks out), sharing the installed packages. */
function checkout() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pipeline-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: repoRoot,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file && !file.startsWith('releases/') && fs.existsSync(path.join(repoRoot, file)));
  for (const file of files) fs.cpSync(path.join(repoRoot, file), path.join(dir, file), { recursive: true });
  for (const modules of ['node_modules', 'build-config/node_modules'])
    fs.symlinkSync(path.join(repoRoot, modules), path.join(dir, modules));
  return dir;
}

describe("the academy's pipeline", () => {
  const startedWith = liveVersion('academy');
  const pipeline = checkout();
  const pipelineReleases = path.join(pipeline, 'releases');
  const tokens: Record<'academy' | 'services', string> = { academy: '', services: '' };
  const published: string[] = [];

  /** The academy's live build, kept in the pipeline's checkout under a new version, changed by `edit`. */
  const prepare = (edit: (dir: string) => void = () => {}) => {
    const commit = `p${crypto.randomBytes(3).toString('hex')}`;
    const version = releases.newVersion(startedWith.split('-')[0] as string, new Date(), commit);
    const dir = path.join(pipelineReleases, 'academy', version);
    fs.cpSync(releaseDir('academy', startedWith), dir, { recursive: true });
    editJson(path.join(dir, 'release.json'), (release) => {
      release.version = version;
    });
    editJson(path.join(dir, 'mf-manifest.json'), (manifest) => {
      manifest.metaData.buildInfo.buildVersion = version;
    });
    // The build names its version in its code too (the section's data-build): as a build of that version would.
    for (const file of fs.readdirSync(dir, { recursive: true }) as string[]) {
      if (!file.endsWith('.js')) continue;
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      if (text.includes(startedWith))
        writeReleaseFile(path.join(dir, file), text.replaceAll(startedWith, version));
    }
    edit(dir);
    return version;
  };
  const cli = (args: string[], token: string) => releaseCli(args, token, { cwd: pipeline });
  const lastLine = (text: string) => text.trim().split('\n').at(-1);

  beforeAll(async () => {
    tokens.academy = await deployTokenAt(portalUrl, 'academy');
    tokens.services = await deployTokenAt(portalUrl, 'services');
  });
  afterAll(async () => {
    await restoreLive('academy', startedWith, published);
    fs.rmSync(pipeline, { recursive: true, force: true });
  });

  it("publishes and promotes with the academy's token, and the next page runs the new release", async () => {
    const version = prepare();

    const refused = await cli(['release', 'academy', version, '--publish', portalUrl], tokens.services);
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toBe(
      'The deploy token may not release academy: each app has its own (DEPLOY_TOKEN)',
    );
    const asked = await fetch(`${portalUrl}/admin-api/releases/academy`, {
      headers: { authorization: `Bearer ${tokens.services}` },
    });
    expect(asked.status).toBe(403);
    expect(fs.existsSync(releaseDir('academy', version))).toBe(false);

    const publishing = await cli(['release', 'academy', version, '--publish', portalUrl], tokens.academy);
    expect(publishing.code, publishing.stderr).toBe(0);
    expect(lastLine(publishing.stdout)).toBe(version);
    published.push(version);
    const promoting = await cli(['promote', 'academy', version, '--portal', portalUrl], tokens.academy);
    expect(promoting.code, promoting.stderr).toBe(0);

    const page = browser.page();
    const loaded: string[] = [];
    page.on('response', (response) => response.status() === 200 && loaded.push(response.url()));
    await page.goto(`${portalUrl}/academy/video-tutorial`);
    const section = page.locator('[data-section="academy"]');
    await section.getByRole('heading', { level: 1, name: 'Video tutorials' }).waitFor();
    expect(await section.getAttribute('data-build')).toBe(version);
    const fromRelease = loaded.filter((url) => url.includes(`/${version}/`));
    expect(fromRelease.map((url) => url.split('/').at(-1))).toEqual(
      expect.arrayContaining(['mf-manifest.json', 'remoteEntry.js']),
    );
    console.log(
      `The portal's page ran the academy ${version} the pipeline published: ${fromRelease.length} files, e.g. ${fromRelease.slice(0, 3).join(', ')}`,
    );

    // The back office names the pipeline by its token's app.
    await signInAtLoginPage(page, '010200300', 'admin1234');
    await page.goto(`${portalUrl}/admin/releases`);
    const history = page.locator('[data-section="admin"]').getByTestId('release-history');
    const byPipeline = en.adminReleaseHistoryBy.replace(
      '{{by}}',
      en.adminReleaseByDeployToken.replace('{{app}}', 'academy'),
    );
    await history.getByRole('listitem').filter({ hasText: version }).first().getByText(byPipeline).waitFor();
  });

  it('is told why an archive with a ../ path and a release for another @portal/shared major are refused', async () => {
    const escaping = prepare();
    const archive = await new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      const cwd = path.join(pipelineReleases, 'academy', escaping);
      fs.writeFileSync(path.join(pipelineReleases, 'academy', 'outside.js'), 'alert(1)');
      tar
        .create({ gzip: true, cwd, portable: true, preservePaths: true }, ['.', '../outside.js'])
        .on('data', (chunk: Buffer) => chunks.push(chunk))
        .on('end', () => resolve(Buffer.concat(chunks)))
        .on('error', reject);
    });
    const sent = await fetch(`${portalUrl}/admin-api/releases/academy`, {
      method: 'POST',
      headers: { 'content-type': 'application/gzip', authorization: `Bearer ${tokens.academy}` },
      body: new Uint8Array(archive),
    });
    expect(sent.status).toBe(422);
    expect((await sent.json()).message).toBe('Refused: ../outside.js leaves the release');
    expect(fs.existsSync(releaseDir('academy', escaping))).toBe(false);

    const liveHost = liveVersion('host');
    const sharedVersion = releases.readRelease('host', liveHost)?.shared.version as string;
    const nextMajor = `^${Number(sharedVersion.split('.')[0]) + 1}.0.0`;
    const needsNewer = prepare((dir) => {
      editJson(path.join(dir, 'release.json'), (release) => {
        release.shared.range = nextMajor;
        release.manifest.shared = release.manifest.shared.map((one: { name: string }) =>
          one.name === '@portal/shared' ? { ...one, requiredVersion: nextMajor } : one,
        );
      });
      editJson(path.join(dir, 'mf-manifest.json'), (manifest) => {
        manifest.shared = manifest.shared.map((one: { name: string }) =>
          one.name === '@portal/shared' ? { ...one, requiredVersion: nextMajor } : one,
        );
      });
    });
    const refused = await cli(['release', 'academy', needsNewer, '--publish', portalUrl], tokens.academy);
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim()).toBe(
      `Refused: academy ${needsNewer} needs @portal/shared ${nextMajor}, but the live host ${liveHost} provides ${sharedVersion}: release and promote a host with a compatible @portal/shared first`,
    );
    expect(fs.existsSync(releaseDir('academy', needsNewer))).toBe(false);
  });
});
