import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from '@jest/globals';
import { expect } from '../../test/support/expect';
import * as root from '.';
import * as auth from './auth';
import * as charts from './charts';
import * as contract from './contract';
import * as shareVersion from './federation/share-version-plugin';
import * as forms from './forms';
import * as overlays from './overlays';
import * as router from './router';
import * as ui from './ui';

// What `@portal/shared` exports, entry by entry (package.json "exports"); the host provides the one copy in the page.
const surface: Record<string, string[]> = Object.fromEntries(
  Object.entries({
    '.': root,
    './contract': contract,
    './ui': ui,
    './overlays': overlays,
    './forms': forms,
    './router': router,
    './charts': charts,
    './auth': auth,
    './federation/share-version': shareVersion,
  }).map(([entry, module]) => [entry, Object.keys(module).sort()]),
);

const sharedDir = path.resolve(__dirname, '..');
const recordFile = path.join(sharedDir, 'public-surface.json');
const { version } = JSON.parse(fs.readFileSync(path.join(sharedDir, 'package.json'), 'utf8')) as {
  version: string;
};
const recorded = JSON.parse(fs.readFileSync(recordFile, 'utf8')) as {
  version: string;
  exports: Record<string, string[]>;
};

const namesOf = (exports: Record<string, string[]>) =>
  new Set(Object.entries(exports).flatMap(([entry, names]) => names.map((name) => `${entry} ${name}`)));
const major = (semver: string) => semver.split('.')[0];

describe('the public surface of @portal/shared', () => {
  it('is the one recorded for its version: a change to it comes with a semver bump and a changelog entry', () => {
    const [now, before] = [namesOf(surface), namesOf(recorded.exports)];
    const added = [...now].filter((name) => !before.has(name));
    const removed = [...before].filter((name) => !now.has(name));
    const bumpedEnough =
      removed.length > 0 ? major(version) !== major(recorded.version) : version !== recorded.version;
    if (process.env.RECORD_SHARED_SURFACE && bumpedEnough) {
      fs.writeFileSync(recordFile, `${JSON.stringify({ version, exports: surface }, null, 2)}\n`);
      return;
    }
    const change = `added: ${added.join(', ') || 'nothing'}; removed: ${removed.join(', ') || 'nothing'}`;
    expect(
      { version, added, removed },
      `@portal/shared changed its exports (${change}) or its version (${recorded.version} → ${version}). Bump the version in shared/package.json (minor when adding, major when removing or changing), say why in shared/CHANGELOG.md, then record it: RECORD_SHARED_SURFACE=1 pnpm test:unit shared/src/public-surface.test.ts`,
    ).toEqual({ version: recorded.version, added: [], removed: [] });
  });
});
