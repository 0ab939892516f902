// Benchmarks, kept out of the pass/fail tests: API latency and throughput on a throwaway embedded database (and on
// a PostgreSQL server when BENCH_DATABASE_URL is set), each next to a bare Fastify JSON route measured in the same
// run, and the compressed size of each app's entry files; add to cart and place order with their SQL statements;
// a year of a report on the seeded shop × 100; then the cluster (`start --cluster`) with one and with two API
// processes, through nginx. Bounded in time; talks to 127.0.0.1 only.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { apps, root, waitForUrl } from './lib/services.mjs';

const port = Number(process.env.BENCH_API_PORT ?? 4100);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 20);
const base = `http://127.0.0.1:${port}/client`;
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const barePort = port + 1;

function entrySizes() {
  for (const app of apps) {
    const dist = path.join(root, app, 'dist');
    if (!fs.existsSync(dist)) continue;
    const entries = ['main.js', 'remoteEntry.js']
      .filter((file) => fs.existsSync(path.join(dist, file)))
      .map((file) => {
        const size = (suffix) => {
          const compressed = path.join(dist, `${file}${suffix}`);
          return (
            fs.statSync(fs.existsSync(compressed) ? compressed : path.join(dist, file)).size / 1024
          ).toFixed(1);
        };
        return `${file} ${size('.gz')} / ${size('.br')} KB`;
      });
    console.log(`${app.padEnd(16)} ${entries.join('   ')} (gzip / brotli)`);
  }
}

/** autocannon for `seconds` at `concurrency` connections: requests per second and latency percentiles. */
async function load(label, url, headers = {}) {
  const result = await autocannon({ url, connections: concurrency, duration: seconds, headers });
  if (result.non2xx > 0 && result['2xx'] === 0 && !headers['if-none-match']) throw new Error(`${url} failed`);
  const row = {
    label,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
  };
  console.log(
    `${label.padEnd(44)} ${String(row.rps).padStart(7)} req/s   p50 ${String(row.p50).padStart(3)} ms   p99 ${String(row.p99).padStart(4)} ms${row.errors ? `   errors ${row.errors}` : ''}`,
  );
  return row;
}

const startProcess = (args, env, cwd = root) =>
  spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: 'ignore' });

const stop = async (child) => {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
};

async function benchApi(title, env) {
  const api = startProcess(
    ['--import', 'tsx', 'src/server.ts'],
    { API_PORT: String(port), LOG_LEVEL: 'warn', ...env },
    path.join(root, 'api'),
  );
  try {
    await waitForUrl(`${base}/health`, 180_000);
    const found = await (await fetch(`${base}/search?key=espresso%20blend`)).json();
    const productId = found.data[0].id;
    const list = `${base}/product?categoryId=1&limit=20`;
    const detail = `${base}/product/${productId}`;
    console.log(`\n${title}: ${seconds} s per route, ${concurrency} connections`);
    const rows = [await load('bare Fastify JSON route (same run)', `http://127.0.0.1:${barePort}/bare`)];
    for (const route of ['/health', '/settings', '/localize'])
      rows.push(await load(`GET /client${route}`, `${base}${route}`));
    rows.push(await load('GET /client/product (list, 20 rows)', list));
    rows.push(await load('GET /client/product/{id} (detail)', detail));
    const etag = (await fetch(list)).headers.get('etag');
    rows.push(await load('GET /client/product, If-None-Match (304)', list, { 'if-none-match': etag }));
    const bare = rows[0].rps;
    for (const row of rows.slice(1)) {
      if (row.label.includes('/product'))
        console.log(`  ${row.label}: ${((row.rps / bare) * 100).toFixed(0)} % of the bare route`);
    }
    return rows;
  } finally {
    await stop(api);
  }
}

// The machine's figure beside every number: Lighthouse's benchmarkIndex (the same loops Lighthouse runs in the page,
// here in this process's V8) and the load average, so runs on different machines or a busy one can be compared.
console.log(
  `Machine: benchmarkIndex ${Math.round(pageFunctions.computeBenchmarkIndex())}, ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')}`,
);

// BENCH_ONLY=cluster runs the cluster's part alone; BENCH_ONLY=reports the reports' part alone; BENCH_ONLY=writes
// add to cart and place order alone.
if (process.env.BENCH_ONLY === 'writes') await benchWrites();
else if (process.env.BENCH_ONLY !== 'cluster' && process.env.BENCH_ONLY !== 'reports')
  await benchSingleProcess();
if (process.env.BENCH_ONLY !== 'cluster' && process.env.BENCH_ONLY !== 'writes') await benchReports();

/** A year of a report on the seeded shop × 100 orders a day (api/test/bench-reports.ts), in a process of its own. */
async function benchReports() {
  await new Promise((resolve, reject) => {
    const reports = spawn(process.execPath, ['--import', 'tsx', 'test/bench-reports.ts'], {
      cwd: path.join(root, 'api'),
      env: { ...process.env, BENCH_API_PORT: String(port), DATABASE_URL: '' },
      stdio: 'inherit',
    });
    reports.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`reports benchmark exited ${code}`)),
    );
  });
}

async function benchSingleProcess() {
  const bareServer = startProcess([path.join(root, 'scripts', 'bench-bare-server.mjs')], {
    PORT: String(barePort),
  });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  try {
    await waitForUrl(`http://127.0.0.1:${barePort}/bare`, 30_000);
    await benchApi('API on embedded PostgreSQL (PGlite)', { DATA_DIR: dataDir, DATABASE_URL: '' });
    if (process.env.BENCH_DATABASE_URL) {
      await benchApi('API on a PostgreSQL server', {
        DATABASE_URL: process.env.BENCH_DATABASE_URL,
        DATA_DIR: dataDir,
      });
    }
    console.log('\nEntry files of the production builds:');
    entrySizes();
  } finally {
    await stop(bareServer);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  await benchWrites();
}

/**
 * Add to cart and place order (api/test/bench-writes.ts) on the embedded database and on a PostgreSQL server:
 * BENCH_DATABASE_URL's, or a throwaway one of this machine's PostgreSQL (as `start --cluster` makes its own).
 */
async function benchWrites() {
  const server = process.env.BENCH_DATABASE_URL
    ? { url: process.env.BENCH_DATABASE_URL, stop: () => {} }
    : await throwawayDatabase();
  try {
    await new Promise((resolve, reject) => {
      const writes = spawn(process.execPath, ['--import', 'tsx', 'test/bench-writes.ts'], {
        cwd: path.join(root, 'api'),
        env: {
          ...process.env,
          BENCH_API_PORT: String(port),
          DATABASE_URL: '',
          BENCH_DATABASE_URL: server?.url ?? '',
        },
        stdio: 'inherit',
      });
      writes.once('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`writes benchmark exited ${code}`)),
      );
    });
  } finally {
    server?.stop();
  }
}

async function throwawayDatabase() {
  if (!fs.existsSync('/usr/lib/postgresql')) {
    console.log(
      '\nWrites on a PostgreSQL server skipped: apt-get install postgresql, or set BENCH_DATABASE_URL.',
    );
    return null;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-postgres-'));
  fs.chmodSync(dir, 0o755);
  process.env.CLUSTER_DIR = dir;
  process.env.CLUSTER_DATABASE_PORT = process.env.BENCH_DATABASE_PORT ?? '54350';
  // The statements the server runs for one write are counted too, those inside its functions included.
  process.env.CLUSTER_DATABASE_SETTINGS =
    '-c shared_preload_libraries=pg_stat_statements -c pg_stat_statements.track=all';
  const { startOwnDatabase } = await import('./lib/cluster.mjs');
  const database = startOwnDatabase();
  return {
    url: database.url,
    stop: () => {
      database.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

// The cluster (`start --cluster`: nginx, one and then two API processes, a PostgreSQL server of its own), when this
// machine has nginx and PostgreSQL: the same routes through the front door, beside the bare route (api/test/bench-cluster.ts).
const clusterPorts = {
  CLUSTER_PORT: '8190',
  API_PORT: '4200',
  HOST_PORT: '3200',
  CLUSTER_DATABASE_PORT: '54340',
};
if (process.env.BENCH_ONLY === 'reports' || process.env.BENCH_ONLY === 'writes') {
  // One part alone: no cluster.
} else if (!fs.existsSync('/usr/sbin/nginx') || !fs.existsSync('/usr/lib/postgresql')) {
  console.log(
    '\nCluster benchmark skipped: it needs nginx and PostgreSQL (apt-get install nginx postgresql).',
  );
} else {
  const clusterBare = startProcess([path.join(root, 'scripts', 'bench-bare-server.mjs')], { PORT: '4251' });
  try {
    await waitForUrl('http://127.0.0.1:4251/bare', 30_000);
    for (const processes of [1, 2]) await benchCluster(processes);
  } finally {
    await stop(clusterBare);
  }
}

async function benchCluster(processes) {
  const clusterDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-cluster-'));
  fs.chmodSync(clusterDir, 0o755);
  const env = {
    ...process.env,
    ...clusterPorts,
    CLUSTER_DIR: clusterDir,
    CLUSTER_API_PROCESSES: String(processes),
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  const cluster = spawn(process.execPath, ['scripts/start.mjs', '--cluster', '--no-install'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise((resolve, reject) => {
      let seen = '';
      cluster.stdout.on('data', (chunk) => {
        seen += chunk;
        if (seen.includes('Coffee Portal is running at')) resolve();
      });
      cluster.once('exit', (code) => reject(new Error(`start --cluster exited ${code}`)));
    });
    await new Promise((resolve, reject) => {
      const bench = spawn(process.execPath, ['--import', 'tsx', 'test/bench-cluster.ts'], {
        cwd: path.join(root, 'api'),
        env: {
          ...process.env,
          FRONT_DOOR: `http://127.0.0.1:${clusterPorts.CLUSTER_PORT}`,
          BARE_URL: 'http://127.0.0.1:4251/bare',
          DATABASE_URL: `postgres://postgres@127.0.0.1:${clusterPorts.CLUSTER_DATABASE_PORT}/postgres`,
          BENCH_TITLE: `Cluster with ${processes} API process${processes > 1 ? 'es' : ''} on PostgreSQL`,
        },
        stdio: 'inherit',
      });
      bench.once('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`cluster benchmark exited ${code}`)),
      );
    });
  } finally {
    await stop(cluster);
    fs.rmSync(clusterDir, { recursive: true, force: true });
  }
}
