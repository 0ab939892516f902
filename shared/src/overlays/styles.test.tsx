import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MantineProvider } from '../ui';
import { Radio, Switch } from '.';

const mantineStyles = path.join(__dirname, '../../node_modules/@mantine/core/styles');

/** Every Mantine class the CSS files named by `@import` in `file` (and the files they import) style. */
const styledClasses = (file: string): Set<string> => {
  const css = fs.readFileSync(file, 'utf8');
  const imported = [...css.matchAll(/@import "@mantine\/core\/styles\/([\w.]+\.css)";/g)].map((match) =>
    fs.readFileSync(path.join(mantineStyles, match[1] as string), 'utf8'),
  );
  return new Set(imported.join('\n').match(/m_[0-9a-f]{8}/g));
};

const loaded = new Set([
  ...styledClasses(path.join(__dirname, '../ui/styles.css')),
  ...styledClasses(path.join(__dirname, 'styles.css')),
]);

const unstyledClassesOf = (ui: ReactNode) => {
  const { container } = render(<MantineProvider>{ui}</MantineProvider>);
  const used = new Set(
    [...container.querySelectorAll('*')]
      .flatMap((element) => [...element.classList])
      .filter((c) => /^m_/.test(c)),
  );
  return [...used].filter((name) => !loaded.has(name));
};

describe('the CSS loaded with the pop-ups and forms', () => {
  it('lays a radio button out beside its label, not above it: every part it draws is styled', () => {
    expect(
      unstyledClassesOf(
        <Radio.Group value="1" label="Delivery address">
          <Radio value="1" label="Home" description="Street 1, Daun Penh, Phnom Penh" />
        </Radio.Group>,
      ),
    ).toEqual([]);
  });

  it('styles every part of a switch', () => {
    expect(unstyledClassesOf(<Switch label="Active" />)).toEqual([]);
  });
});
