import {
  dialogAtom,
  formatUsd,
  logout,
  settingsAtom,
  showToast,
  useCreditLine,
  useProfile,
} from '@portal/shared';
import { Menu } from '@portal/shared/overlays';
import { Link, useNavigate } from '@portal/shared/router';
import { Button } from '@portal/shared/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { accountOffer, visibleAccountLinks } from './account-menu';

/** Opens as soon as it mounts: it is only mounted by the click that asked for it. */
export default function AccountMenu({ label, onClosed }: { label: string; onClosed: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const setDialog = useSetAtom(dialogAtom);
  const settings = useAtomValue(settingsAtom);
  const { data: profile } = useProfile();
  const { data: credit } = useCreditLine();
  const signOut = async () => {
    try {
      await logout();
    } catch {
      // The session is cleared whatever the server answered.
      showToast({ message: t('signOutWasUnsuccessful'), color: 'red' });
    }
    navigate('/');
  };
  const offer = profile ? accountOffer(profile) : null;
  const creditLine = credit?.creditLine ?? profile?.credit.creditLine ?? null;
  return (
    <Menu defaultOpened position="bottom-end" withinPortal onClose={onClosed} width={260}>
      <Menu.Target>
        <Button variant="subtle" size="xs">
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {profile && <Menu.Label>{`${profile.firstName} ${profile.lastName}`}</Menu.Label>}
        {offer?.kind === 'creditLine' && (
          <Menu.Label data-testid="credit-line">
            {t('shellCreditLine', { amount: creditLine === null ? '–' : formatUsd(creditLine) })}
          </Menu.Label>
        )}
        {offer?.kind === 'request' && (
          <Menu.Item disabled={offer.disabled} onClick={() => setDialog('requestBP')}>
            {t(offer.labelKey)}
          </Menu.Item>
        )}
        <Menu.Divider />
        {visibleAccountLinks(settings).map((link) => (
          <Menu.Item key={link.key} component={Link} to={link.to}>
            {link.key === 'points' && profile
              ? t('shellMenuPointsTotal', { total: profile.totalPoints })
              : t(link.labelKey)}
          </Menu.Item>
        ))}
        <Menu.Item onClick={() => setDialog('change_password')}>{t('changePassword')}</Menu.Item>
        <Menu.Item component={Link} to="/profile/feedback">
          {t('feedback')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item onClick={signOut}>{t('logout')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
