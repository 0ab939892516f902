import { logout, showToast, useProfile } from '@portal/shared';
import { Menu } from '@portal/shared/overlays';
import { useNavigate } from '@portal/shared/router';
import { Button } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';

/** Opens as soon as it mounts: it is only mounted by the click that asked for it. */
export default function AccountMenu({ label, onClosed }: { label: string; onClosed: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: profile } = useProfile();
  const signOut = async () => {
    try {
      await logout();
    } catch {
      // The session is cleared whatever the server answered.
      showToast({ message: t('signOutWasUnsuccessful'), color: 'red' });
    }
    navigate('/');
  };
  return (
    <Menu defaultOpened position="bottom-end" withinPortal onClose={onClosed}>
      <Menu.Target>
        <Button variant="subtle" size="xs">
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {profile && <Menu.Label>{`${profile.firstName} ${profile.lastName}`}</Menu.Label>}
        <Menu.Item onClick={signOut}>{t('logout')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
