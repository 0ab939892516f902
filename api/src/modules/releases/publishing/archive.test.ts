import { symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from '@jest/globals';
import { expect } from '../../../../../test/support/expect';
import { packFolder, writeReleaseFolder } from '../../../../test/releases';
import { ArchiveRefused, entryProblem, readReleaseArchive } from './archive';
import { releaseOfArchive } from './release-check';

const version = '1.0.0-20261127120000-abcdef1';
const maxBytes = 1024 * 1024;

describe('the archive checks', () => {
  it.each([
    ['../up.js', 'File', '../up.js leaves the release'],
    ['assets/../../up.js', 'File', 'assets/../../up.js leaves the release'],
    ['/etc/passwd', 'File', '/etc/passwd is not a path inside the release'],
    ['C:/Windows/win.ini', 'File', 'C:/Windows/win.ini is not a path inside the release'],
    ['assets\\..\\up.js', 'File', 'assets\\..\\up.js is not a path inside the release'],
    ['link.js', 'SymbolicLink', 'link.js is a link, and a release holds files only'],
    ['hard.js', 'Link', 'hard.js is a link, and a release holds files only'],
    ['tty', 'CharacterDevice', 'tty is a CharacterDevice, and a release holds files only'],
  ])('refuses %s (%s)', (path, type, reason) => {
    expect(entryProblem(path, type)).toBe(reason);
  });

  it.each([
    ['./main.js', 'File'],
    ['assets/fonts/', 'Directory'],
    ['a..b.js', 'File'],
  ])('takes %s (%s)', (path, type) => {
    expect(entryProblem(path, type)).toBeNull();
  });

  it('reads every file of a release folder’s archive, paths relative to the release', async () => {
    const files = await readReleaseArchive(packFolder(writeReleaseFolder({ app: 'academy', version })), {
      maxBytes,
    });
    expect(files.map((file) => file.path).sort()).toEqual([
      'chunks/main.0123abcd.js',
      'index.html',
      'mf-manifest.json',
      'release.json',
      'remoteEntry.js',
    ]);
    expect(releaseOfArchive(files, 'academy')).toMatchObject({ app: 'academy', version });
  });

  it('refuses the whole archive at a link inside it', async () => {
    const folder = writeReleaseFolder({ app: 'academy', version });
    symlinkSync('../../etc/passwd', join(folder, 'escape.js'));
    await expect(readReleaseArchive(packFolder(folder), { maxBytes })).rejects.toThrow(
      new ArchiveRefused('./escape.js is a link, and a release holds files only'),
    );
  });

  it('refuses an archive that unpacks to more than the limit, and one that is not a .tar.gz', async () => {
    const folder = writeReleaseFolder({ app: 'academy', version, files: { 'big.js': 'x'.repeat(4096) } });
    await expect(readReleaseArchive(packFolder(folder), { maxBytes: 2048 })).rejects.toThrow(
      'the archive unpacks to more than 2048 bytes',
    );
    await expect(readReleaseArchive(Buffer.from('plain text'), { maxBytes })).rejects.toThrow(ArchiveRefused);
  });

  it('refuses a release without release.json, or whose manifest names another version', async () => {
    const without = await readReleaseArchive(
      packFolder(writeReleaseFolder({ app: 'academy', version }), ['./mf-manifest.json']),
      { maxBytes },
    );
    expect(() => releaseOfArchive(without, 'academy')).toThrow(
      'the archive has no release.json at its top: pack one release folder',
    );
    const other = await readReleaseArchive(
      packFolder(writeReleaseFolder({ app: 'academy', version, buildVersion: '2.0.0-1-x' })),
      { maxBytes },
    );
    expect(() => releaseOfArchive(other, 'academy')).toThrow(
      `mf-manifest.json was built as 2.0.0-1-x, but release.json says ${version}`,
    );
    expect(() => releaseOfArchive(other, 'shop')).toThrow('release.json names the app academy, not shop');
  });
});
