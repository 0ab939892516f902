import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { AppProviders, allSettingsOn, portalStore, settingsAtom } from '@portal/shared';
import { BrowserRouter } from '@portal/shared/router';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { LocalServer } from '../../../shared/test/local-server';
import { serveLocalize } from '../../../shared/test/localize';
import { AcademyPage } from './AcademyPage';
import { academySettings } from './access';

let server: LocalServer;
beforeAll(async () => {
  server = await serveLocalize({
    academyVacancies: 'Vacancies',
    academyPageIsNotAvailable: 'This page is not available.',
    videoTutorial: 'Video tutorials',
  });
});
afterAll(() => server.close());

// The remote has no Testing Library of its own: react-dom and act, as React documents.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});
const render = async (ui: ReactNode) => {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root?.render(ui));
};
/** Waits until an element with exactly this text is there (translations arrive over HTTP). */
const findText = async (text: string) => {
  const deadline = Date.now() + 3000;
  for (;;) {
    const found = [...document.body.querySelectorAll('*')].find((element) => element.textContent === text);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no "${text}" in ${document.body.textContent}`);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
};
const links = () => [...document.body.querySelectorAll('a')].map((link) => link.textContent);

const page = () =>
  render(
    <AppProviders>
      <BrowserRouter>
        <AcademyPage titleKey="academyVacancies" settings={academySettings.vacancy}>
          <p>the vacancies</p>
        </AcademyPage>
      </BrowserRouter>
    </AppProviders>,
  );

describe('an academy page behind its setting', () => {
  it('says it is not available, without its content or its link, when its setting is off', async () => {
    portalStore.set(settingsAtom, { ...allSettingsOn, enableAcademyVacancyAnnouncement: 'off' });
    await page();
    await findText('This page is not available.');
    expect(document.body.textContent).not.toContain('the vacancies');
    expect(links()).not.toContain('Vacancies');
  });

  it('shows its content and the section links when the setting is on', async () => {
    portalStore.set(settingsAtom, allSettingsOn);
    await page();
    await findText('the vacancies');
    await findText('Video tutorials');
    expect(links()).toEqual(expect.arrayContaining(['Vacancies', 'Video tutorials']));
  });
});
