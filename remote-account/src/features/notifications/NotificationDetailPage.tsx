import { PageHeading } from '@portal/shared';

export default function NotificationDetailPage() {
  return <PageHeading titleKey="notificationDetail" />;
}
