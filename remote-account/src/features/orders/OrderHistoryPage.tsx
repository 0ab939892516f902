import { PageHeading } from '@portal/shared';

export default function OrderHistoryPage() {
  return <PageHeading titleKey="orderHistory" />;
}
