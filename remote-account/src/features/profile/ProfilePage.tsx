import { PageHeading } from '@portal/shared';

export default function ProfilePage() {
  return <PageHeading titleKey="profile" />;
}
