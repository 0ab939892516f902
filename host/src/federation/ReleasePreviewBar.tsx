import { Button, Group, Text } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import { currentReleasePreview, endReleasePreview } from './release-preview';

/** Says which release this browser previews, with a button back to the live releases; nothing otherwise. */
export function ReleasePreviewBar() {
  const { t } = useTranslation();
  const preview = currentReleasePreview();
  if (!preview) return null;
  return (
    <Group
      role="region"
      aria-label={t('releasePreviewShown', preview)}
      data-testid="release-preview-bar"
      justify="center"
      gap="sm"
      px="md"
      py={6}
      bg="blue.1"
      // Over the page's foot, where the shell's fixed header and menu never reach.
      pos="fixed"
      bottom={0}
      left={0}
      right={0}
      style={{ zIndex: 1000 }}
    >
      <Text size="sm" fw={600}>
        {t('releasePreviewShown', preview)}
      </Text>
      <Button size="compact-sm" variant="white" color="dark" onClick={endReleasePreview}>
        {t('releasePreviewEnd')}
      </Button>
    </Group>
  );
}
