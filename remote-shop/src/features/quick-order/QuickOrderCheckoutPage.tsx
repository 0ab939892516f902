import { PageHeading } from '@portal/shared';

export default function QuickOrderCheckoutPage() {
  return <PageHeading titleKey="quickOrderCheckout" />;
}
