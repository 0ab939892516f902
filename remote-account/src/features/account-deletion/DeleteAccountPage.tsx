import { PageHeading } from '@portal/shared';

export default function DeleteAccountPage() {
  return <PageHeading titleKey="deleteAccount" />;
}
