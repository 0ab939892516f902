import { PageHeading } from '@portal/shared';

export default function PackagePromotionDetailPage() {
  return <PageHeading titleKey="packagePromotionDetail" />;
}
