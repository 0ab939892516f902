import { PageHeading } from '@portal/shared';

export default function CheckoutPage() {
  return <PageHeading titleKey="checkout" />;
}
