import { Menu } from '@portal/shared/overlays';
import { Button } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import { portalConfig } from '../../app/portal-config';

/** Opens as soon as it mounts: it is only mounted by the click that asked for it. */
export default function AppStoreMenu() {
  const { t } = useTranslation();
  const { appStore, googlePlay } = portalConfig.appStores;
  return (
    <Menu defaultOpened position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="light" size="xs">
          {t('getTheApp')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component="a" href={appStore} target="_blank" rel="noopener noreferrer">
          {t('appStoreLink')}
        </Menu.Item>
        <Menu.Item component="a" href={googlePlay} target="_blank" rel="noopener noreferrer">
          {t('googlePlayLink')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
