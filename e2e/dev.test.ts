import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { poll } from '../test/support/poll';
import { useBrowser } from './support/browser';
import { repoRoot } from './support/stack';

// `pnpm dev` as the README says, on ports and a database of its own beside the portal the other browser tests use.
const ports = {
  HOST_PORT: '3300',
  SHOP_PORT: '3301',
  ACCOUNT_PORT: '3302',
  SERVICES_PORT: '3303',
  ACADEMY_PORT: '3304',
  ADMIN_PORT: '3305',
  API_PORT: '4300',
};
const devUrl = `http://127.0.0.1:${ports.HOST_PORT}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-dev-'));

// A component of the academy remote, edited while the page shows it.
const component = path.join(repoRoot, 'remote-academy/src/features/video-tutorials/VideoTutorialPage.tsx');
const visibleText = '<Text fw={600}>{current.title}</Text>';
const editedText = '<Text fw={600}>{current.title} · saved while the page was open</Text>';
const original = fs.readFileSync(component, 'utf8');

let dev: ChildProcess | undefined;
let log = '';
let readyAfterMs = 0;

const answers = (url: string) =>
  fetch(url).then(
    (answer) => answer.ok,
    () => false,
  );

/** Stops `pnpm dev` and everything it started (its own process group). */
async function stopDev() {
  if (!dev?.pid || dev.exitCode !== null || dev.signalCode !== null) return;
  const exited = new Promise((resolve) => dev?.once('exit', resolve));
  process.kill(-dev.pid, 'SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
  try {
    process.kill(-dev.pid, 'SIGKILL');
  } catch {
    // all stopped
  }
}

beforeAll(async () => {
  const started = Date.now();
  dev = spawn('pnpm', ['dev'], {
    cwd: repoRoot,
    env: { ...process.env, ...ports, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const exited = new Promise<never>((_, reject) =>
    dev?.once('exit', (code) => reject(new Error(`pnpm dev exited (${code}):\n${log.slice(-4000)}`))),
  );
  for (const stream of [dev.stdout, dev.stderr])
    stream?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  // Ready when it says so; also once every part answers without it saying so (then the first test fails).
  const parts = [
    `${devUrl}/`,
    `http://127.0.0.1:${ports.API_PORT}/client/health`,
    ...['SHOP', 'ACCOUNT', 'SERVICES', 'ACADEMY', 'ADMIN'].map(
      (name) => `http://127.0.0.1:${ports[`${name}_PORT` as keyof typeof ports]}/mf-manifest.json`,
    ),
  ];
  const ready = async () => {
    const deadline = Date.now() + 540_000;
    while (Date.now() < deadline) {
      if (log.includes(`is running at ${devUrl}`)) return;
      if ((await Promise.all(parts.map(answers))).every(Boolean)) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`pnpm dev was not ready:\n${log.slice(-4000)}`);
  };
  await Promise.race([ready(), exited]);
  readyAfterMs = Date.now() - started;
}, 600_000);

afterAll(async () => {
  fs.writeFileSync(component, original);
  await stopDev();
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

const browser = useBrowser();

describe('pnpm dev', () => {
  it('prints the portal’s URL once every part answers, then serves the runtime configuration', async () => {
    console.log(`pnpm dev was ready after ${Math.round(readyAfterMs / 1000)} s`);
    await poll(() => log, { timeout: 10_000 }).toContain(`is running at ${devUrl}`);
    const answer = await fetch(`${devUrl}/runtime-config.json`);
    expect(answer.status).toBe(200);
    const config = (await answer.json()) as { remotes: Record<string, { manifest: string }> };
    expect(config.remotes.academy?.manifest).toBe(`http://127.0.0.1:${ports.ACADEMY_PORT}/mf-manifest.json`);
  });

  it('refreshes a saved component of a remote in place inside the host, keeping what the page holds', async () => {
    expect(original).toContain(visibleText);
    const page = browser.page();
    await page.goto(`${devUrl}/academy/video-tutorial`);
    const academy = page.locator('[data-section="academy"]');
    await academy.getByTestId('academy-video').waitFor();
    expect(await page.getByText('This section is unavailable right now').count()).toBe(0);

    // What the page holds: a value typed into the host's header, a video chosen in the remote, and a marker a reload
    // would wipe.
    const search = page.getByRole('search').locator('input[role="combobox"]');
    await search.fill('arabica');
    const videos = academy.locator('section button');
    expect(await videos.count()).toBeGreaterThan(1);
    const chosen = (await videos.nth(1).textContent()) ?? '';
    await videos.nth(1).click();
    await poll(() => videos.nth(1).getAttribute('aria-pressed')).toBe('true');
    await page.evaluate(() => {
      (window as { devMarker?: string }).devMarker = 'before the save';
    });

    fs.writeFileSync(component, original.replace(visibleText, editedText));
    await academy.getByText(`${chosen} · saved while the page was open`).waitFor({ timeout: 60_000 });

    expect(await page.evaluate(() => (window as { devMarker?: string }).devMarker)).toBe('before the save');
    expect(await search.inputValue()).toBe('arabica');
    expect(await videos.nth(1).getAttribute('aria-pressed')).toBe('true');
  });
});
