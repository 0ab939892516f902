import { PageHeading } from '@portal/shared';

export default function ServiceHistoryPage() {
  return <PageHeading titleKey="serviceHistory" />;
}
