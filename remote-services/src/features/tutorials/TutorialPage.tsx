import { LoadFailed } from '@portal/shared';
import type { TutorialVideo } from '@portal/shared/contract';
import { Alert, Paper, Stack, Text, Title, UnstyledButton } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../common/ListSkeleton';
import { ServicePage } from '../../common/ServicePage';
import { useTutorialPlaylists } from './api/get-tutorial-playlists';
import { TutorialVideoPlayer } from './TutorialVideoPlayer';

export default function TutorialPage() {
  return (
    <ServicePage titleKey="tutorial" setting="enableServiceTutorial">
      <Tutorials />
    </ServicePage>
  );
}

const durationOf = (seconds: number | null) =>
  seconds === null ? '' : `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

function Tutorials() {
  const { t } = useTranslation();
  const playlists = useTutorialPlaylists();
  const [selected, setSelected] = useState<TutorialVideo | null>(null);

  if (playlists.isPending) return <ListSkeleton />;
  if (playlists.isError) return <LoadFailed error={playlists.error} onRetry={() => playlists.refetch()} />;
  const withVideos = playlists.data.filter((playlist) => playlist.videos.length > 0);
  if (withVideos.length === 0) return <Alert color="gray">{t('tutorialNoneYet')}</Alert>;
  const current = selected ?? withVideos[0]?.videos[0] ?? null;

  return (
    <Stack gap="md">
      {current && <TutorialVideoPlayer video={current} />}
      {withVideos.map((playlist) => (
        <Paper
          key={playlist.id}
          withBorder
          p="md"
          radius="md"
          component="section"
          aria-label={playlist.title}
        >
          <Title order={3} size="h5">
            {playlist.title}
          </Title>
          <Text size="sm" c="dimmed" mb="xs">
            {playlist.description}
          </Text>
          <Stack gap={4}>
            {playlist.videos.map((video) => {
              const playing = current?.id === video.id;
              return (
                <UnstyledButton
                  key={video.id}
                  onClick={() => setSelected(video)}
                  aria-current={playing ? 'true' : undefined}
                  style={{
                    padding: '6px 8px',
                    borderRadius: 6,
                    background: playing ? 'var(--mantine-color-orange-light)' : undefined,
                  }}
                >
                  <Text size="sm" fw={playing ? 700 : 400}>
                    ▶ {video.title}{' '}
                    {video.durationSeconds !== null && <span>({durationOf(video.durationSeconds)})</span>}
                  </Text>
                </UnstyledButton>
              );
            })}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
