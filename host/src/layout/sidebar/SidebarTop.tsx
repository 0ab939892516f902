import { sidebarOpenedAtom } from '@portal/shared';
import { Link } from '@portal/shared/router';
import { Anchor, Group, Stack, Text } from '@portal/shared/ui';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { portalConfig } from '../../app/portal-config';
import { greetingFor } from './greeting';
import { Logo } from './Logo';
import { SidebarAccount } from './SidebarAccount';

/** Logo to home, the greeting of the hour, then the user or, for a guest, the way to sign in. */
export function SidebarTop() {
  const { t } = useTranslation();
  const close = useSetAtom(sidebarOpenedAtom);
  return (
    <Stack gap="xs" p="md">
      <Anchor component={Link} to="/" underline="never" onClick={() => close(false)}>
        <Group gap="xs" wrap="nowrap">
          <Logo />
          <Text fw={700} size="lg" c="orange.8">
            {portalConfig.companyName}
          </Text>
        </Group>
      </Anchor>
      <Text fw={600} data-testid="greeting">
        {t(greetingFor(new Date()))}
      </Text>
      <SidebarAccount />
    </Stack>
  );
}
