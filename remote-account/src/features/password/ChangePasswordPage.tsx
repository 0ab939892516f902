import { PageHeading } from '@portal/shared';

export default function ChangePasswordPage() {
  return <PageHeading titleKey="changePassword" />;
}
