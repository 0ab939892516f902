import { Button, Group, Text } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import { currentRemoteOverride, endRemoteOverride } from './remote-override';

/** Says which remote this browser loads from elsewhere, with a button back to the live one; nothing otherwise. */
export function RemoteOverrideBar() {
  const { t } = useTranslation();
  const override = currentRemoteOverride();
  if (!override) return null;
  return (
    <Group
      role="region"
      aria-label={t('remoteOverrideShown', override)}
      data-testid="remote-override-bar"
      justify="center"
      gap="sm"
      px="md"
      py={6}
      bg="yellow.2"
      // Over the page's foot, where the shell's fixed header and menu never reach.
      pos="fixed"
      bottom={0}
      left={0}
      right={0}
      style={{ zIndex: 1000 }}
    >
      <Text size="sm" fw={600}>
        {t('remoteOverrideShown', override)}
      </Text>
      <Button size="compact-sm" variant="white" color="dark" onClick={endRemoteOverride}>
        {t('remoteOverrideEnd', override)}
      </Button>
    </Group>
  );
}
