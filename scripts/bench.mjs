// Benchmarks, kept out of the pass/fail tests: API latency and throughput on a throwaway embedded database, and
// the compressed size of each app's entry files. Bounded in count and time; talks to 127.0.0.1 only.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apps, root, waitForUrl } from './lib/services.mjs';

const port = Number(process.env.BENCH_API_PORT ?? 4100);
const requests = Number(process.env.BENCH_REQUESTS ?? 2000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 20);
const base = `http://127.0.0.1:${port}/client`;

async function measure(route) {
  const timings = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < requests) {
      next += 1;
      const t0 = performance.now();
      const response = await fetch(`${base}${route}`);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${route} answered ${response.status}`);
      timings.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  timings.sort((a, b) => a - b);
  const pct = (p) => timings[Math.min(timings.length - 1, Math.floor((p / 100) * timings.length))].toFixed(1);
  console.log(
    `GET /client${route.padEnd(10)} ${(timings.length / seconds).toFixed(0).padStart(6)} req/s   p50 ${pct(50)} ms   p95 ${pct(95)} ms   p99 ${pct(99)} ms`,
  );
}

function entrySizes() {
  for (const app of apps) {
    const dist = path.join(root, app, 'dist');
    if (!fs.existsSync(dist)) continue;
    const entries = ['main.js', 'remoteEntry.js']
      .filter((file) => fs.existsSync(path.join(dist, file)))
      .map((file) => {
        const gz = path.join(dist, `${file}.gz`);
        const size = fs.statSync(fs.existsSync(gz) ? gz : path.join(dist, file)).size;
        return `${file} ${(size / 1024).toFixed(1)} KB`;
      });
    console.log(`${app.padEnd(16)} ${entries.join('   ')} (gzip)`);
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
const api = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd: path.join(root, 'api'),
  env: { ...process.env, API_PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
  stdio: 'ignore',
});
try {
  await waitForUrl(`${base}/health`, 120_000);
  console.log(`API on embedded PostgreSQL, ${requests} requests per route, ${concurrency} at a time:`);
  for (const route of ['/health', '/settings', '/localize']) await measure(route);
  console.log('\nEntry files of the production builds:');
  entrySizes();
} finally {
  api.kill('SIGTERM');
  await new Promise((resolve) => api.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
