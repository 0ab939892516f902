import { PageHeading } from '@portal/shared';

export default function BaristaRequestHistoryPage() {
  return <PageHeading titleKey="baristaHistory" />;
}
