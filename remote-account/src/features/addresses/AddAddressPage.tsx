import { PageHeading } from '@portal/shared';

export default function AddAddressPage() {
  return <PageHeading titleKey="addNewAddress" />;
}
