import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { AppProviders } from '@portal/shared';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { LocalServer } from '../../../../shared/test/local-server';
import { serveLocalize } from '../../../../shared/test/localize';
import { TutorialVideoPlayer } from './TutorialVideoPlayer';

// Rendered with react-dom and act, as React documents: the remote has no testing library of its own.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let server: LocalServer;
beforeAll(async () => {
  server = await serveLocalize({
    tutorialVideoUnavailableTitle: 'Video unavailable',
    tutorialVideoUnavailable: 'This video cannot be played right now.',
    tutorialOpenVideo: 'Open the video file',
  });
});
afterAll(() => server.close());

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

const video = {
  id: 1,
  title: 'Backflushing',
  description: 'At closing time',
  videoUrl: '/client/tutorial/video/espresso-basics.webm',
  durationSeconds: 3,
};

const show = async () => {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () =>
    root?.render(
      <AppProviders>
        <TutorialVideoPlayer video={video} />
      </AppProviders>,
    ),
  );
};

const waitFor = async <T,>(find: () => T | null | undefined): Promise<T> => {
  const deadline = Date.now() + 3000;
  for (;;) {
    const found = find();
    if (found) return found;
    if (Date.now() > deadline) throw new Error('not found in time');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
};

describe('TutorialVideoPlayer', () => {
  it('plays the video in the page with the browser player', async () => {
    await show();
    const player = await waitFor(() =>
      document.querySelector<HTMLVideoElement>('video[aria-label="Backflushing"]'),
    );
    expect(player.getAttribute('src')).toBe(video.videoUrl);
    expect(player.controls).toBe(true);
  });

  it('says so, and links the file, when the video cannot load', async () => {
    await show();
    const player = await waitFor(() => document.querySelector('video'));
    act(() => {
      player.dispatchEvent(new Event('error'));
    });
    const alert = await waitFor(() => document.querySelector('[role="alert"]'));
    expect(alert.textContent).toContain('This video cannot be played right now.');
    const link = [...document.querySelectorAll('a')].find((a) => a.textContent === 'Open the video file');
    expect(link?.getAttribute('href')).toBe(video.videoUrl);
    expect(document.querySelector('video')).toBeNull();
  });
});
