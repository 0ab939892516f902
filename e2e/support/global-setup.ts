import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { portalUrl, repoRoot } from './stack';

/**
 * Starts the portal exactly as the README's first command does; global-teardown stops it after the last browser test
 * (Jest runs both in one process, so the process is handed over on globalThis).
 */
export default async function setup() {
  const portal = spawn(process.execPath, [path.join(repoRoot, 'scripts/start.mjs')], {
    cwd: repoRoot,
    // Every browser test comes from 127.0.0.1: the per-address limits (sign-in, codes sent) would otherwise count the
    // whole suite, and the codes a day those of every earlier run on the same database.
    env: {
      RATE_LIMIT_PER_IP_PER_MINUTE: '600',
      RELEASE_HEALTH_PER_MINUTE: '600',
      OTP_PER_ADDRESS_PER_HOUR: '100000',
      OTP_PER_ADDRESS_PER_DAY: '100000',
      OTP_PER_RECIPIENT_PER_DAY: '100000',
      // A KHQR expires within a test's time, so the renewal of an expired one can be tried.
      KHQR_EXPIRY_SECONDS: '45',
      ...process.env,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  (globalThis as { portal?: ChildProcess }).portal = portal;
  const output: string[] = [];
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the portal did not start:\n${output.join('')}`)),
      900_000,
    );
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      if (process.env.E2E_VERBOSE) process.stdout.write(chunk);
      if (chunk.toString().includes(`is running at ${portalUrl}`)) {
        clearTimeout(timer);
        resolve();
      }
    };
    portal.stdout?.on('data', onData);
    portal.stderr?.on('data', onData);
    portal.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the portal exited (${code}) before it was ready:\n${output.join('')}`));
    });
  });
}
