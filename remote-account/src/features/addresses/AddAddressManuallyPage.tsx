import { PageHeading } from '@portal/shared';

export default function AddAddressManuallyPage() {
  return <PageHeading titleKey="addAddressManually" />;
}
