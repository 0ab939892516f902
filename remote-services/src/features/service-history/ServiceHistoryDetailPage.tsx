import { PageHeading } from '@portal/shared';

export default function ServiceHistoryDetailPage() {
  return <PageHeading titleKey="serviceHistoryDetail" />;
}
