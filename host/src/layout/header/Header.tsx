import { dialogAtom, isLoggedInAtom, sidebarOpenedAtom } from '@portal/shared';
import { Link } from '@portal/shared/router';
import { Anchor, Box, Burger, Group } from '@portal/shared/ui';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { portalConfig } from '../../app/portal-config';
import { AccountControl } from './AccountControl';
import { AppDownload } from './AppDownload';
import { LanguageMenu } from './LanguageMenu';
import { SearchBox } from './SearchBox';
import { SupportPhoneLinks } from './SupportPhoneLinks';

export function Header() {
  const { t } = useTranslation();
  const [opened, setOpened] = useAtom(sidebarOpenedAtom);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const setDialog = useSetAtom(dialogAtom);
  return (
    <Group h="100%" px="md" gap="sm" wrap="nowrap" justify="space-between">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={opened}
          onClick={() => setOpened(!opened)}
          hiddenFrom="md"
          size="sm"
          aria-label={t('toggleMenu')}
        />
        <Anchor component={Link} to="/" fw={700} c="orange.8" underline="never">
          {portalConfig.companyName}
        </Anchor>
      </Group>
      <SearchBox />
      <Group gap="xs" wrap="nowrap">
        {/* Spec section 9's 768 px breakpoint is Mantine's sm. */}
        <Group gap="xs" wrap="nowrap" visibleFrom="sm" data-testid="support-phones">
          <SupportPhoneLinks />
        </Group>
        <Box visibleFrom="xs">
          <AppDownload />
        </Box>
        <LanguageMenu />
        <AccountControl />
        <Anchor
          component={Link}
          to="/cart"
          aria-label={t('cart')}
          onClick={(event) => {
            // Spec section 2: a guest clicking the cart gets the login dialog.
            if (loggedIn) return;
            event.preventDefault();
            setDialog('login');
          }}
        >
          {t('cart')}
        </Anchor>
      </Group>
    </Group>
  );
}
