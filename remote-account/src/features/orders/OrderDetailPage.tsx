import { PageHeading } from '@portal/shared';

export default function OrderDetailPage() {
  return <PageHeading titleKey="orderDetail" />;
}
