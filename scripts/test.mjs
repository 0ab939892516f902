// The README's second command: every test, in order of speed — typecheck, lint, unit, API integration (on the
// embedded database, and on a PostgreSQL server too when TEST_DATABASE_URL names one), then browser tests against
// the portal started as the README starts it. Ends with the failed tests by name (so a red run's tail says which)
// and one summary line of passed and failed tests.

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { root } from './lib/services.mjs';
import { onPinnedNode } from './node-runtime.mjs';
import { pnpmCommand, pnpmSync } from './pnpm.mjs';

// On an older Node this fetches the pinned one and runs this command again on it (scripts/node-runtime.mjs).
await onPinnedNode();

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const failedTests = [];

function run(label, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const [cmd, ...pre] = pnpmCommand;
  const result = spawnSync(cmd, [...pre, ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) failures.push(label);
  return result.status === 0;
}

// Jest's messages carry colours, and a file that failed to run opens with a generic heading.
const firstLine = (text = '') =>
  stripVTControlCharacters(text)
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line && line !== '● Test suite failed to run') ?? '';

// Jest runs ES modules (an import() in PGlite's CommonJS build, a require() of an ESM-only package such as
// react-router's) only with vm modules on; on Node 24 it then loads them natively.
const vmModules = { NODE_OPTIONS: '--experimental-vm-modules --disable-warning=ExperimentalWarning' };

function jest(label, project, env = {}, options = []) {
  const report = path.join(os.tmpdir(), `portal-jest-${project}-${process.pid}.json`);
  run(
    label,
    ['exec', 'jest', '--selectProjects', project, '--json', `--outputFile=${report}`, ...options],
    env,
  );
  if (!fs.existsSync(report)) return;
  const summary = JSON.parse(fs.readFileSync(report, 'utf8'));
  totals.passed += summary.numPassedTests;
  totals.failed += summary.numFailedTests;
  totals.skipped += summary.numPendingTests + summary.numTodoTests;
  for (const file of summary.testResults) {
    const where = `${label}: ${path.relative(root, file.name)}`;
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failed)
      failedTests.push(`${where} › ${test.fullName}\n    ${firstLine(test.failureMessages[0])}`);
    // A file that fails outside its tests (an import, a beforeAll) has no failed test to name.
    if (file.status === 'failed' && !failed.length)
      failedTests.push(`${where}\n    ${firstLine(file.message)}`);
  }
  fs.rmSync(report);
}

pnpmSync(['install', '--frozen-lockfile', '--prefer-offline'], { cwd: root });
run('typecheck', ['exec', 'tsc', '-p', 'tsconfig.json']);
run('lint', ['exec', 'biome', 'check', '.']);
jest('unit tests', 'unit', vmModules);
jest('API tests (embedded PostgreSQL)', 'api', vmModules);
if (process.env.TEST_DATABASE_URL) {
  jest('API tests (PostgreSQL server)', 'api', { ...vmModules, DATABASE_URL: process.env.TEST_DATABASE_URL });
}
// One browser test file at a time: they share the one started portal and its data.
jest('browser tests', 'e2e', {}, ['--runInBand']);

if (failedTests.length) console.log(`\nFailed tests:\n  ${failedTests.join('\n  ')}`);
if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length ? 1 : 0);
