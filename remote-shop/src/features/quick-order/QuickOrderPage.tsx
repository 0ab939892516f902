import { PageHeading } from '@portal/shared';

export default function QuickOrderPage() {
  return <PageHeading titleKey="quickOrder" />;
}
