/** @jest-environment node */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import webpack from 'webpack';
import { keysIn, TranslationKeysPlugin } from './translation-keys.cjs';

describe("the translation keys an app's code names", () => {
  it('are its quoted words, in any quotes, and the fixed starts of keys built at run time', () => {
    const source = `
      t('aboutUs'); t("shellBusinessType"); <Trans i18nKey={\`orderPaid\`} />
      const label = t(\`academyStatus\${status}\`);
      { "title": "adminOrders" }
      t('not a key'); t('x');
    `;
    const found = keysIn(source);
    expect(found.keys).toEqual(
      expect.arrayContaining(['aboutUs', 'shellBusinessType', 'orderPaid', 'title', 'adminOrders']),
    );
    expect(found.keys).not.toContain('not a key');
    expect(found.keys).not.toContain('x');
    expect(found.prefixes).toEqual(['academyStatus']);
  });

  it('come from every module of a production build, those it joins into one too', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'portal-translation-keys-'));
    try {
      await writeFile(
        path.join(dir, 'main.js'),
        "import { a } from './a.js';\nimport { b } from './b.js';\nglobalThis.out = [a(), b(1), 'toggleMenu'];\n",
      );
      await writeFile(path.join(dir, 'a.js'), "export const a = () => 'catalogueSeeAll';\n");
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a source file's text, which builds a key at run time
      await writeFile(path.join(dir, 'b.js'), 'export const b = (status) => `orderStatus${status}`;\n');
      await new Promise<void>((resolve, reject) =>
        webpack(
          {
            mode: 'production',
            context: dir,
            entry: './main.js',
            output: { path: path.join(dir, 'dist') },
            plugins: [new TranslationKeysPlugin()],
          },
          (error, stats) =>
            error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString())) : resolve(),
        ),
      );
      const written = JSON.parse(await readFile(path.join(dir, 'dist', 'translation-keys.json'), 'utf8'));
      // main.js is the joined module's root: in the build it is no module of its own.
      expect(written.keys).toEqual(expect.arrayContaining(['catalogueSeeAll', 'toggleMenu']));
      expect(written.prefixes).toEqual(['orderStatus']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
