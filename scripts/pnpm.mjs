// Runs the pnpm that runs us (npx pnpm@10 …, a global pnpm), so a machine with only Node and npm works.
import { spawn, spawnSync } from 'node:child_process';

const execPath = process.env.npm_execpath;
const viaNode = execPath && /pnpm/.test(execPath) && /\.c?js$/.test(execPath);

export const pnpmCommand = viaNode ? [process.execPath, execPath] : ['pnpm'];

export function pnpmSync(args, options = {}) {
  const [cmd, ...pre] = pnpmCommand;
  const result = spawnSync(cmd, [...pre, ...args], { stdio: 'inherit', ...options });
  if (result.status !== 0)
    throw new Error(`pnpm ${args.join(' ')} failed (${result.status ?? result.signal})`);
}

export function pnpmSpawn(args, options = {}) {
  const [cmd, ...pre] = pnpmCommand;
  return spawn(cmd, [...pre, ...args], options);
}
