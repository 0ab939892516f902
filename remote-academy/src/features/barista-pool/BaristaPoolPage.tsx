import { PageHeading } from '@portal/shared';

export default function BaristaPoolPage() {
  return <PageHeading titleKey="baristaPool" />;
}
