import { AccountPage } from '../../common/AccountPage';
import { NotificationBody } from './components/NotificationBody';
import { useOpenedNotification } from './components/use-opened-notification';

function Detail() {
  return <NotificationBody opened={useOpenedNotification()} />;
}

export default function NotificationDetailPage() {
  return (
    <AccountPage
      titleKey="notificationDetail"
      back={{ to: '/profile/notification', labelKey: 'notification' }}
    >
      <Detail />
    </AccountPage>
  );
}
