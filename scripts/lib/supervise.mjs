// One process supervising the portal's servers, for `start` and `dev`: each server's output prefixed with its name,
// its pid written in the run folder, a server that stops reported (or started again when it says `restart`) while
// the others keep going, and all of them stopped together.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './services.mjs';

export function supervise() {
  const children = new Map();
  let stopping = false;
  let afterStop = () => {};

  function startService(service, runDir) {
    const child = spawn(service.command ?? process.execPath, service.args, {
      cwd: path.join(root, service.dir),
      env: { ...process.env, ...service.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        for (const line of chunk.toString().split('\n').filter(Boolean))
          console.log(`[${service.name}] ${line}`);
      });
    }
    child.on('exit', (code, signal) => {
      children.delete(service.name);
      if (stopping) return;
      if (!service.restart) {
        console.log(`[${service.name}] stopped (${signal ?? code}); the rest of the portal keeps running`);
        return;
      }
      console.log(`[${service.name}] stopped (${signal ?? code}); starting it again in 1 s`);
      setTimeout(() => stopping || startService(service, runDir), 1000);
    });
    fs.writeFileSync(path.join(runDir, `${service.name}.pid`), String(child.pid));
    children.set(service.name, child);
    return child;
  }

  function stopAll(exitCode = 0) {
    stopping = true;
    for (const child of children.values()) child.kill('SIGTERM');
    const exit = () => {
      try {
        afterStop();
      } finally {
        process.exit(exitCode);
      }
    };
    const deadline = setTimeout(exit, 5000);
    const check = setInterval(() => {
      if (children.size === 0) {
        clearInterval(check);
        clearTimeout(deadline);
        exit();
      }
    }, 100);
  }

  return {
    children,
    startService,
    stopAll,
    /** @param {() => void} stopped  run once every server has stopped, before the process exits */
    setAfterStop: (stopped) => {
      afterStop = stopped;
    },
  };
}
