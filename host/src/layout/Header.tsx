import { sidebarOpenedAtom } from '@portal/shared';
import { Link } from '@portal/shared/router';
import { Anchor, Burger, Group } from '@portal/shared/ui';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { LanguageMenu } from './LanguageMenu';
import { SearchBox } from './SearchBox';

export function Header() {
  const { t } = useTranslation();
  const [opened, setOpened] = useAtom(sidebarOpenedAtom);
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
          {t('appName')}
        </Anchor>
      </Group>
      <SearchBox />
      <Group gap="xs" wrap="nowrap">
        <LanguageMenu />
        <Anchor component={Link} to="/cart" aria-label={t('cart')}>
          {t('cart')}
        </Anchor>
      </Group>
    </Group>
  );
}
