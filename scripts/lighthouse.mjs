// Lighthouse (mobile, headless Chromium) on the home page, a category and a product page of a started portal:
// `pnpm start` in one terminal, `node scripts/lighthouse.mjs` in another. Prints performance and accessibility.
// Not part of `pnpm test`: scores depend on the machine.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './lib/services.mjs';

const portal = process.env.PORTAL_URL ?? `http://127.0.0.1:${process.env.HOST_PORT ?? 3000}`;
const chrome = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const bin = path.join(root, 'node_modules', 'lighthouse', 'cli', 'index.js');

const run = (url) =>
  new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        bin,
        url,
        '--output=json',
        '--quiet',
        '--form-factor=mobile',
        '--only-categories=performance,accessibility',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      ],
      { env: { ...process.env, CHROME_PATH: chrome }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited with ${code} on ${url}`));
      const report = JSON.parse(out);
      resolve({
        performance: Math.round(report.categories.performance.score * 100),
        accessibility: Math.round(report.categories.accessibility.score * 100),
        lcp: report.audits['largest-contentful-paint'].displayValue,
        cls: report.audits['cumulative-layout-shift'].displayValue,
        tbt: report.audits['total-blocking-time'].displayValue,
      });
    });
  });

const found = await (await fetch(`${portal}/client/search?key=espresso%20blend`)).json();
const product = found.data[0];
const pages = [
  ['home', `${portal}/`],
  ['category', `${portal}/product/category/1`],
  ['product', `${portal}/product/house-espresso-blend/${product.id}`],
];
console.log(`Lighthouse ${portal} (mobile, ${chrome})`);
for (const [name, url] of pages) {
  const scores = await run(url);
  console.log(
    `${name.padEnd(9)} performance ${String(scores.performance).padStart(3)}   accessibility ${String(scores.accessibility).padStart(3)}   LCP ${scores.lcp}   CLS ${scores.cls}   TBT ${scores.tbt}`,
  );
}
