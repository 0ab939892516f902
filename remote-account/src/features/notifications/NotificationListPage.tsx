import { PageHeading } from '@portal/shared';

export default function NotificationListPage() {
  return <PageHeading titleKey="notification" />;
}
