import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { localizeHandler } from '../../test/localize';
import { mockApi } from '../../test/mock-api';
import { AppProviders } from './AppProviders';
import { PageHeading } from './PageHeading';

mockApi(localizeHandler({ favorites: 'My favorites' }));

const metaDescription = () =>
  document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

describe('PageHeading', () => {
  it('shows the translated title as the h1 and in the browser tab', async () => {
    render(
      <AppProviders>
        <PageHeading titleKey="favorites" />
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'My favorites' })).toBeTruthy();
    expect(document.title).toBe('My favorites | Coffee Portal');
  });

  it('sets the meta description while the page is shown and restores it after', async () => {
    const { unmount } = render(
      <AppProviders>
        <PageHeading titleKey="favorites" description="The products you keep" />
      </AppProviders>,
    );
    await screen.findByRole('heading', { level: 1, name: 'My favorites' });
    expect(metaDescription()).toBe('The products you keep');
    unmount();
    expect(metaDescription()).toBe('');
  });
});
