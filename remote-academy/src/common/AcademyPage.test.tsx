import { describe, expect, it } from '@jest/globals';
import { AppProviders, allSettingsOn, portalStore, settingsAtom } from '@portal/shared';
import { BrowserRouter } from '@portal/shared/router';
import { render, screen } from '@testing-library/react';
import { localizeHandler } from '../../../shared/test/localize';
import { mockApi } from '../../../shared/test/mock-api';
import { AcademyPage } from './AcademyPage';
import { academySettings } from './access';

mockApi(
  localizeHandler({
    academyVacancies: 'Vacancies',
    academyPageIsNotAvailable: 'This page is not available.',
    videoTutorial: 'Video tutorials',
  }),
);

const links = () => screen.queryAllByRole('link').map((link) => link.textContent);

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
    page();
    await screen.findByText('This page is not available.');
    expect(document.body).not.toHaveTextContent('the vacancies');
    expect(links()).not.toContain('Vacancies');
  });

  it('shows its content and the section links when the setting is on', async () => {
    portalStore.set(settingsAtom, allSettingsOn);
    page();
    await screen.findByText('the vacancies');
    await screen.findByText('Video tutorials');
    expect(links()).toEqual(expect.arrayContaining(['Vacancies', 'Video tutorials']));
  });
});
