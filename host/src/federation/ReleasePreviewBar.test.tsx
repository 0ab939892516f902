import { afterEach, describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { AppProviders } from '../../../shared/src/components/AppProviders';
import { localizeHandler } from '../../../shared/test/localize';
import { mockApi } from '../../../shared/test/mock-api';
import { ReleasePreviewBar } from './ReleasePreviewBar';
import { keepReleasePreview, parseReleasePreview } from './release-preview';

mockApi(
  localizeHandler({
    releasePreviewShown: 'Previewing {{app}} {{version}}, in this browser only',
    releasePreviewEnd: 'Leave the preview',
  }),
);
afterEach(() => keepReleasePreview(null));

const version = '1.2.0-20261127120000-abc1234';

describe('the release preview bar', () => {
  it('names the app and version the page previews, and takes the link out of the address', async () => {
    window.history.replaceState(null, '', '/academy?release-preview=signed.token&tab=2');
    keepReleasePreview(parseReleasePreview({ remotes: {}, preview: { app: 'academy', version } }));
    render(
      <AppProviders>
        <ReleasePreviewBar />
      </AppProviders>,
    );
    expect(await screen.findByRole('region')).toHaveTextContent(
      `Previewing academy ${version}, in this browser only`,
    );
    expect(screen.getByRole('button', { name: 'Leave the preview' })).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe('/academy?tab=2');
  });

  it('is not there without a preview', async () => {
    keepReleasePreview(parseReleasePreview({ remotes: {}, preview: { app: 'academy' } }));
    render(
      <AppProviders>
        <ReleasePreviewBar />
        <p>page</p>
      </AppProviders>,
    );
    expect(await screen.findByText('page')).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
