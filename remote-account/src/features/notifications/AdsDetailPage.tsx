import { Link } from '@portal/shared/router';
import { Anchor, Box, Button, Group, Skeleton } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import { AccountPage } from '../../common/AccountPage';
import { usePopupBanner } from './api/get-popup-banner';
import { NotificationBody } from './components/NotificationBody';
import { useOpenedNotification } from './components/use-opened-notification';
import { adTarget } from './notification-links';

/** The advertisement the notification points at (refId: a popup banner), with its link when it has a safe one. */
function AdTarget({ bannerId }: { bannerId: number | null }) {
  const { t } = useTranslation();
  const banner = usePopupBanner(bannerId);
  if (!bannerId || banner.isError) return null;
  if (banner.isPending) return <Skeleton h={160} />;
  const target = adTarget(banner.data.webRedirectLink, window.location.origin);
  return (
    <>
      {banner.data.webImageUrl && (
        <Box
          component="img"
          src={banner.data.webImageUrl}
          alt={banner.data.title}
          maw="100%"
          style={{ borderRadius: 8 }}
        />
      )}
      {target && (
        <Group>
          {target.kind === 'internal' ? (
            <Button component={Link} to={target.path}>
              {t('accountOpenOffer')}
            </Button>
          ) : (
            <Anchor href={target.url} target="_blank" rel="noopener noreferrer">
              {t('accountOpenOffer')}
            </Anchor>
          )}
        </Group>
      )}
    </>
  );
}

function Detail() {
  return (
    <NotificationBody opened={useOpenedNotification()}>
      {(notification) => <AdTarget bannerId={notification.refId} />}
    </NotificationBody>
  );
}

export default function AdsDetailPage() {
  return (
    <AccountPage titleKey="adsDetail" back={{ to: '/profile/notification', labelKey: 'notification' }}>
      <Detail />
    </AccountPage>
  );
}
