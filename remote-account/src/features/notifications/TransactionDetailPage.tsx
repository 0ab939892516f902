import { Link } from '@portal/shared/router';
import { Button, Group } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import { AccountPage } from '../../common/AccountPage';
import { NotificationBody } from './components/NotificationBody';
import { useOpenedNotification } from './components/use-opened-notification';
import { orderPath } from './notification-links';

function Detail() {
  const { t } = useTranslation();
  return (
    <NotificationBody opened={useOpenedNotification()}>
      {(notification) => {
        const path = orderPath(notification.refId);
        return path ? (
          <Group>
            <Button component={Link} to={path}>
              {t('accountViewOrder')}
            </Button>
          </Group>
        ) : null;
      }}
    </NotificationBody>
  );
}

export default function TransactionDetailPage() {
  return (
    <AccountPage
      titleKey="transactionDetail"
      back={{ to: '/profile/notification', labelKey: 'notification' }}
    >
      <Detail />
    </AccountPage>
  );
}
