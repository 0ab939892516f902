import { type ChildProcess, execFile, spawn } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot, stopChild } from './stack';

const run = promisify(execFile);

/** Waits until `url` answers 2xx (a minute at most). */
export async function untilUp(url: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * The release commands of the README (`node scripts/release.mjs …`, what `pnpm release|promote|releases` run), in
 * `cwd` (a pipeline's own checkout), with `token` as DEPLOY_TOKEN. Answers the exit code and what it printed.
 */
export async function releaseCli(
  args: string[],
  token: string,
  { cwd = repoRoot, env = {} }: { cwd?: string; env?: Record<string, string> } = {},
) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['scripts/release.mjs', ...args], {
      cwd,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DEPLOY_TOKEN: token, ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** Signs in the seeded administrator at `portal` and answers a new deploy token of `app`. */
export async function deployTokenAt(portal: string, app: string) {
  const login = await fetch(`${portal}/client/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: '010200300', password: 'admin1234' }),
  });
  const admin = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const made = await fetch(`${portal}/admin-api/deploy-tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
    body: JSON.stringify({ app, expiresInDays: 1 }),
  });
  if (made.status !== 200) throw new Error(`no deploy token for ${app}: ${made.status} ${await made.text()}`);
  return ((await made.json()) as { data: { token: string } }).data.token;
}

/**
 * A second API (the release service) on a fresh embedded database, with `env` added (S3_* for a bucket), writing the
 * registry file `registryFile`.
 */
export async function startReleaseService({
  registryFile,
  env,
}: {
  registryFile: string;
  env: Record<string, string>;
}) {
  const { DATABASE_URL: _server, TEST_DATABASE_URL: _test, ...inherited } = process.env;
  const api: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'e2e/support/release-service-api.ts')],
    {
      cwd: path.join(repoRoot, 'api'),
      env: { ...inherited, RELEASE_SERVICE_ENV: JSON.stringify(env), RELEASE_REGISTRY: registryFile },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let printed = '';
    api.stdout?.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      const found = /release service at (\S+)/.exec(printed)?.[1];
      if (found) resolve(found);
    });
    api.once('exit', (code) => reject(new Error(`the release service exited (${code}): ${printed}`)));
  });
  return {
    url,
    deployToken: (app: string) => deployTokenAt(url, app),
    close: () => stopChild(api),
  };
}
