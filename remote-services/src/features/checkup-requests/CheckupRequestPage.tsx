import { PageHeading } from '@portal/shared';

export default function CheckupRequestPage() {
  return <PageHeading titleKey="checkupRequest" />;
}
