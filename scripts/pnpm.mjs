// Runs the pnpm that runs us (npx pnpm@12 …, a global pnpm), so a machine with only Node and npm works. pnpm 12 is
// its own executable; an older pnpm is a script for Node.
import { spawn, spawnSync } from 'node:child_process';

const execPath = process.env.npm_execpath;
const ownPnpm = execPath && /pnpm/.test(execPath);

export const pnpmCommand = !ownPnpm
  ? ['pnpm']
  : /\.c?js$/.test(execPath)
    ? [process.execPath, execPath]
    : [execPath];

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
