import { PageHeading } from '@portal/shared';

export default function CartPage() {
  return <PageHeading titleKey="cart" />;
}
