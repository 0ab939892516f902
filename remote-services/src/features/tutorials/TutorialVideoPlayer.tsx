import type { TutorialVideo } from '@portal/shared/contract';
import { Alert, Anchor, Stack, Text, Title } from '@portal/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The browser's own player; a video that cannot load says so and offers the file itself. */
export function TutorialVideoPlayer({ video }: { video: TutorialVideo }) {
  const { t } = useTranslation();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const failed = failedUrl === video.videoUrl;

  return (
    <Stack gap="xs">
      {failed ? (
        <Alert color="orange" title={t('tutorialVideoUnavailableTitle')} role="alert">
          <Stack gap={4} align="flex-start">
            {t('tutorialVideoUnavailable')}
            <Anchor href={video.videoUrl} target="_blank" rel="noreferrer" size="sm">
              {t('tutorialOpenVideo')}
            </Anchor>
          </Stack>
        </Alert>
      ) : (
        // biome-ignore lint/a11y/useMediaCaption: the tutorials are silent demonstrations without captions
        <video
          key={video.videoUrl}
          src={video.videoUrl}
          controls
          preload="metadata"
          playsInline
          aria-label={video.title}
          style={{ width: '100%', maxHeight: 420, background: '#000', borderRadius: 8 }}
          onError={() => setFailedUrl(video.videoUrl)}
        />
      )}
      <Title order={2} size="h4">
        {video.title}
      </Title>
      <Text size="sm" c="dimmed">
        {video.description}
      </Text>
    </Stack>
  );
}
