import type { AcademyTutorialPlaylist, AcademyTutorialVideo } from '@portal/shared/contract';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AcademyPage } from '../../common/AcademyPage';
import { academySettings } from '../../common/access';
import { QueryView } from '../../common/QueryView';
import { usePlaylists } from './api/get-playlists';

/** Playlists and their videos, played in the page. */
export default function VideoTutorialPage() {
  const playlists = usePlaylists();
  return (
    <AcademyPage titleKey="videoTutorial" settings={academySettings.videoTutorial}>
      <QueryView
        query={playlists}
        isEmpty={(list) => list.every((playlist) => playlist.videos.length === 0)}
        emptyKey="academyNoVideosYet"
      >
        {(list) => <Player playlists={list} />}
      </QueryView>
    </AcademyPage>
  );
}

const minutesAndSeconds = (seconds: number | null) =>
  seconds === null ? '' : `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

function Player({ playlists }: { playlists: AcademyTutorialPlaylist[] }) {
  const { t } = useTranslation();
  const first = playlists.find((playlist) => playlist.videos.length > 0)?.videos[0];
  const [current, setCurrent] = useState<AcademyTutorialVideo | undefined>(first);
  const [failed, setFailed] = useState<number | null>(null);
  return (
    <Stack gap="md">
      {current && (
        <Paper withBorder p="sm" radius="md">
          <Stack gap="xs">
            {failed === current.id ? (
              <Alert color="red" role="alert" data-testid="academy-video-failed">
                {t('academyVideoCannotBePlayed')}
              </Alert>
            ) : (
              // biome-ignore lint/a11y/useMediaCaption: the academy's clips have no speech
              <video
                key={current.id}
                src={current.videoUrl}
                poster={current.posterUrl ?? undefined}
                controls
                preload="metadata"
                style={{ width: '100%', maxHeight: 480, background: '#000', borderRadius: 8 }}
                aria-label={current.title}
                data-testid="academy-video"
                onError={() => setFailed(current.id)}
              />
            )}
            <Text fw={600}>{current.title}</Text>
            {current.description && <Text size="sm">{current.description}</Text>}
          </Stack>
        </Paper>
      )}
      {playlists.map((playlist) => (
        <Stack gap="xs" key={playlist.id} component="section">
          <Title order={2} size="h4">
            {playlist.title}
          </Title>
          {playlist.description && (
            <Text size="sm" c="dimmed">
              {playlist.description}
            </Text>
          )}
          {playlist.videos.map((video) => (
            <Group key={video.id} justify="space-between">
              <Button
                variant={video.id === current?.id ? 'light' : 'subtle'}
                onClick={() => setCurrent(video)}
                aria-pressed={video.id === current?.id}
              >
                {video.title}
              </Button>
              <Text size="xs" c="dimmed">
                {minutesAndSeconds(video.durationSeconds)}
              </Text>
            </Group>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
