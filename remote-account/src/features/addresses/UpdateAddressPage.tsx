import { PageHeading } from '@portal/shared';

export default function UpdateAddressPage() {
  return <PageHeading titleKey="updateAddress" />;
}
