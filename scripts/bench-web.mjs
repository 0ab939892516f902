// `pnpm bench:web`: Lighthouse (mobile: a mid-range phone's screen, 4× CPU slowdown, slow 4G) three times on the
// home page, a category and a product of the portal, and on the product in Khmer, printing each page's medians with
// the machine's benchmarkIndex, the main thread's scripting time, the largest long tasks and the scripts that ran
// longest in the median run's trace; then how soon the shell is on screen while every API call is 4 s slow. It uses the
// portal at PORTAL_URL (or HOST_PORT) when one answers there, and otherwise starts one as `pnpm start` does and
// stops it at the end. Not part of `pnpm test`: scores depend on the machine. RUNS sets the runs per page.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root, waitForUrl } from './lib/services.mjs';

const portal = process.env.PORTAL_URL ?? `http://127.0.0.1:${process.env.HOST_PORT ?? 3000}`;
const chrome = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const runs = Number(process.env.RUNS ?? 3);
const lighthouseDir = path.join(root, 'node_modules', 'lighthouse');
const lighthouse = path.join(lighthouseDir, 'cli', 'index.js');
const { version } = JSON.parse(fs.readFileSync(path.join(lighthouseDir, 'package.json'), 'utf8'));

const answers = async (url) => {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
};

/** The portal as `pnpm start` serves it, unless one already answers; a function that stops what it started. */
async function ensurePortal() {
  if (await answers(portal)) return () => {};
  console.log(`Starting the portal for ${portal} …`);
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  // The page and, through it, the API's catalogue: every part the audits read.
  await waitForUrl(`${portal}/client/search?key=espresso`, 900_000, () => exited);
  return () => process.kill(-child.pid, 'SIGINT');
}

/** One Lighthouse run of `url`: the JSON report. */
const audit = (url) =>
  new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        lighthouse,
        url,
        '--output=json',
        '--quiet',
        '--form-factor=mobile',
        '--only-categories=performance',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      ],
      { env: { ...process.env, CHROME_PATH: chrome }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`lighthouse exited with ${code} on ${url}`)),
    );
  });

const fileOf = (url) =>
  url && URL.canParse(url) ? new URL(url).pathname.split('/').pop() || url : url || 'unattributable';

/** What a report says of the page: scores, timings, scripting time and the longest tasks. */
const figuresOf = (report) => {
  const audits = report.audits;
  const breakdown = audits['mainthread-work-breakdown']?.details?.items ?? [];
  return {
    performance: Math.round(report.categories.performance.score * 100),
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    scripting: breakdown.find((item) => item.group === 'scriptEvaluation')?.duration ?? 0,
    mainThread: audits['mainthread-work-breakdown']?.numericValue ?? 0,
    longTasks: (audits['long-tasks']?.details?.items ?? [])
      .toSorted((a, b) => b.duration - a.duration)
      .slice(0, 3)
      .map((task) => `${fileOf(task.url)} ${Math.round(task.duration)} ms`),
    // Lighthouse's bootup-time: each script's own evaluation, compile and parse time.
    byScript: (audits['bootup-time']?.details?.items ?? [])
      .toSorted((a, b) => b.scripting - a.scripting)
      .slice(0, 4)
      .map((item) => `${fileOf(item.url)} ${Math.round(item.scripting + item.scriptParseCompile)} ms`),
    benchmarkIndex: report.environment.benchmarkIndex,
  };
};

const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * How long after navigation the shell (the header's search box and the menu) is on screen while every API call the
 * page makes (anything under /client but pictures, preloads included) waits 4 s, in Chromium at full speed and with the CPU 4× slower:
 * the median of `runs` loads of each path, in ms.
 */
async function shellWithSlowApi(paths) {
  const { chromium } = createRequire(path.join(root, 'e2e', 'package.json'))('playwright-core');
  const browser = await chromium.launch({ executablePath: chrome, args: ['--no-sandbox'] });
  try {
    const rows = [];
    for (const pathname of paths) {
      const times = { 1: [], 4: [] };
      for (const rate of [1, 4]) {
        for (let run = 0; run < runs; run++) {
          const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
          await context.addInitScript(() => sessionStorage.setItem('adPopupSeen', 'bench'));
          const page = await context.newPage();
          await page.route('**/client/**', async (route) => {
            if (route.request().resourceType() !== 'image')
              await new Promise((resolve) => setTimeout(resolve, 4000));
            await route.continue().catch(() => undefined);
          });
          const cdp = await context.newCDPSession(page);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate });
          await page.goto(`${portal}${pathname}`, { waitUntil: 'commit' });
          const drawn = await page.waitForFunction(
            () =>
              document.querySelector('header [role="search"]') &&
              document.querySelector('nav[aria-label="main"]') &&
              performance.now(),
            undefined,
            { polling: 'raf', timeout: 30_000 },
          );
          times[rate].push(await drawn.jsonValue());
          await context.close();
        }
      }
      rows.push({ pathname, full: median(times[1]), slow: median(times[4]) });
    }
    return rows;
  } finally {
    await browser.close();
  }
}

const stop = await ensurePortal();
try {
  const found = await (await fetch(`${portal}/client/search?key=espresso%20blend`)).json();
  const pages = [
    ['home', `${portal}/`],
    ['category', `${portal}/product/category/1`],
    ['product', `${portal}/product/house-espresso-blend/${found.data[0].id}`],
    // The same page as a Khmer visitor gets it: its words wait for the Khmer font.
    ['product km', `${portal}/product/house-espresso-blend/${found.data[0].id}?lang=km`],
  ];
  console.log(`Lighthouse ${version}, mobile, ${runs} runs a page, ${portal}, ${chrome}`);
  const indexes = [];
  for (const [name, url] of pages) {
    const figures = [];
    for (let run = 0; run < runs; run++) figures.push(figuresOf(await audit(url)));
    indexes.push(...figures.map((each) => each.benchmarkIndex));
    const mid = (key) => median(figures.map((each) => each[key]));
    // The run whose score is the median one, for its long tasks.
    const typical = figures.find((each) => each.performance === mid('performance')) ?? figures[0];
    console.log(
      `${name.padEnd(10)} performance ${String(mid('performance')).padStart(3)}` +
        `   LCP ${Math.round(mid('lcp'))} ms   TBT ${Math.round(mid('tbt'))} ms   CLS ${mid('cls').toFixed(3)}` +
        `   scripting ${Math.round(mid('scripting'))} ms of ${Math.round(mid('mainThread'))} ms main-thread work` +
        `   (scores ${figures.map((each) => each.performance).join(', ')})`,
    );
    console.log(`           longest tasks: ${typical.longTasks.join(', ') || 'none'}`);
    console.log(`           scripting by file: ${typical.byScript.join(', ') || 'none'}`);
  }
  console.log(`benchmarkIndex ${Math.round(median(indexes))} (median of ${indexes.length} runs)`);
  console.log(
    'Shell on screen with every API call 4 s slow (median, ms after navigation; CPU full speed / 4× slower):',
  );
  const slowPaths = ['/profile/order-history', '/', '/product/category/1', '/academy/video-tutorial'];
  for (const row of await shellWithSlowApi(slowPaths))
    console.log(`  ${row.pathname.padEnd(24)} ${Math.round(row.full)} / ${Math.round(row.slow)} ms`);
} finally {
  stop();
}
