import { PageHeading } from '@portal/shared';

export default function UseCurrentLocationPage() {
  return <PageHeading titleKey="useCurrentLocation" />;
}
