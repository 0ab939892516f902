import { PageHeading } from '@portal/shared';

export default function BaristaRequestPage() {
  return <PageHeading titleKey="baristaRequest" />;
}
