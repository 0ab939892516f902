import { sidebarOpenedAtom } from '@portal/shared';
import { Link } from '@portal/shared/router';
import { Anchor, Box, Burger, Group, Stack, useMediaQuery } from '@portal/shared/ui';
import { useAtom } from 'jotai';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { portalConfig } from '../../app/portal-config';
import { SupportPhoneLinks } from '../../common/SupportPhoneLinks';
import { SignedInOnly } from '../SignedInOnly';
import { Logo } from '../sidebar/Logo';
import { AccountControl } from './AccountControl';
import { AppDownload } from './AppDownload';
import { CartControl } from './CartControl';
import { LanguageMenu } from './LanguageMenu';
import { SearchBox } from './SearchBox';

// Only a signed-in user has a delivery address and notifications: their code stays off a guest's first screen.
const DefaultAddress = lazy(() => import('./DefaultAddress'));
const NotificationBell = lazy(() => import('./NotificationBell'));

/** Below 768 px (Mantine's sm), a phone: the search box gets a row of its own and the logo shrinks to its mark. */
export const phoneQuery = '(max-width: 47.99em)';

export function Header() {
  const { t } = useTranslation();
  const [opened, setOpened] = useAtom(sidebarOpenedAtom);
  const phone = useMediaQuery(phoneQuery, false, { getInitialValueInEffect: false });
  return (
    <Stack gap={0} h="100%">
      <Group h={64} px="md" gap="sm" wrap="nowrap" justify="space-between">
        <Group gap="sm" wrap="nowrap">
          <Burger
            opened={opened}
            onClick={() => setOpened(!opened)}
            hiddenFrom="md"
            size="sm"
            aria-label={t('toggleMenu')}
          />
          <Anchor
            component={Link}
            to="/"
            fw={700}
            c="orange.8"
            underline="never"
            aria-label={phone ? portalConfig.companyName : undefined}
            style={{ whiteSpace: 'nowrap', display: 'flex' }}
          >
            {phone ? <Logo /> : portalConfig.companyName}
          </Anchor>
        </Group>
        {!phone && <SearchBox />}
        <Group gap="xs" wrap="nowrap">
          {/* Spec section 9's 768 px breakpoint is Mantine's sm. */}
          <Group gap="xs" wrap="nowrap" visibleFrom="sm" data-testid="support-phones">
            <SupportPhoneLinks />
          </Group>
          <Box visibleFrom="xs">
            <AppDownload />
          </Box>
          <SignedInOnly>
            <Box visibleFrom="lg">
              <DefaultAddress />
            </Box>
          </SignedInOnly>
          <LanguageMenu />
          <AccountControl />
          <SignedInOnly>
            <NotificationBell />
          </SignedInOnly>
          <CartControl />
        </Group>
      </Group>
      {phone && (
        <Box px="md" pb="xs">
          <SearchBox />
        </Box>
      )}
    </Stack>
  );
}
