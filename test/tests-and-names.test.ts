/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';

const root = path.resolve(__dirname, '..');
const apps = ['host', 'remote-shop', 'remote-account', 'remote-services', 'remote-academy', 'remote-admin'];

function* files(dir: string, name: RegExp): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!['node_modules', 'dist'].includes(entry.name)) yield* files(full, name);
    } else if (name.test(entry.name)) yield full;
  }
}

const show = (file: string) => path.relative(root, file);
const ownRoot = (source: string) => /\bcreateRoot\s*\(|'react-dom\/client'/.test(source);

/** The test file and the local helpers it imports (a render helper of its own would hide a root there). */
const withHelpers = (file: string) => [
  file,
  ...[...fs.readFileSync(file, 'utf8').matchAll(/from\s+'(\.{1,2}\/[^']*)'/g)].flatMap((m) => {
    const base = path.resolve(path.dirname(file), m[1] as string);
    return [`${base}.ts`, `${base}.tsx`].filter((candidate) => fs.existsSync(candidate));
  }),
];

describe('tests read like a person using the page, and names say the same thing once', () => {
  it.each([...apps, 'shared'])(
    '%s renders its component tests through Testing Library, never a React root of its own',
    (app) => {
      const tests = [...files(path.join(root, app), /\.test\.tsx?$/)];
      const rendering = tests.flatMap((file) =>
        withHelpers(file)
          .filter((one) => ownRoot(fs.readFileSync(one, 'utf8')))
          .map((one) => (one === file ? show(file) : `${show(file)} -> ${show(one)}`)),
      );
      // A folder with no tests found would prove nothing.
      expect(tests.length).toBeGreaterThan(0);
      expect(rendering).toEqual([]);
    },
  );

  it('names the staff services of the API createStaff…, never createAdmin…', () => {
    const admin = [...files(path.join(root, 'api', 'src'), /\.ts$/)].flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/\bcreateAdmin\w*/g)].map((m) => `${show(file)}: ${m[0]}`),
    );
    expect(admin).toEqual([]);
  });
});
