import { PageHeading } from '@portal/shared';

export default function AddressListPage() {
  return <PageHeading titleKey="myAddress" />;
}
