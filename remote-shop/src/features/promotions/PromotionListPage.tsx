import { PageHeading } from '@portal/shared';

export default function PromotionListPage() {
  return <PageHeading titleKey="promotion" />;
}
