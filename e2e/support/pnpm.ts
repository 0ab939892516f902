import { spawnSync } from 'node:child_process';
import { repoRoot } from './stack';

/** Runs pnpm the way the README's commands do (the pnpm that runs the tests, else one on the PATH). */
export function pnpmRun(args: string[], env: Record<string, string> = {}) {
  const execPath = process.env.npm_execpath;
  const [cmd, ...pre] = execPath && /pnpm/.test(execPath) ? [process.execPath, execPath] : ['pnpm'];
  const result = spawnSync(cmd as string, [...pre, ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`pnpm ${args.join(' ')} failed (${result.status})`);
}
