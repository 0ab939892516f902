import { describe, expect, it } from '@jest/globals';
import { AppProviders } from '@portal/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import { localizeHandler } from '../../../../shared/test/localize';
import { mockApi } from '../../../../shared/test/mock-api';
import { TutorialVideoPlayer } from './TutorialVideoPlayer';

mockApi(
  localizeHandler({
    tutorialVideoUnavailableTitle: 'Video unavailable',
    tutorialVideoUnavailable: 'This video cannot be played right now.',
    tutorialOpenVideo: 'Open the video file',
  }),
);

const video = {
  id: 1,
  title: 'Backflushing',
  description: 'At closing time',
  videoUrl: '/client/tutorial/video/espresso-basics.webm',
  durationSeconds: 3,
};

const show = () =>
  render(
    <AppProviders>
      <TutorialVideoPlayer video={video} />
    </AppProviders>,
  );

describe('TutorialVideoPlayer', () => {
  it('plays the video in the page with the browser player', async () => {
    show();
    const player = await screen.findByLabelText<HTMLVideoElement>('Backflushing', { selector: 'video' });
    expect(player.getAttribute('src')).toBe(video.videoUrl);
    expect(player.controls).toBe(true);
  });

  it('says so, and links the file, when the video cannot load', async () => {
    const { container } = show();
    fireEvent.error(await screen.findByLabelText('Backflushing', { selector: 'video' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This video cannot be played right now.');
    const link = screen.getByRole('link', { name: 'Open the video file' });
    expect(link.getAttribute('href')).toBe(video.videoUrl);
    expect(container.querySelector('video')).toBeNull();
  });
});
