import { PageHeading } from '@portal/shared';

export default function BaristaPoolDetailPage() {
  return <PageHeading titleKey="baristaPoolDetail" />;
}
