import { PageHeading } from '@portal/shared';

export default function PackagePromotionPage() {
  return <PageHeading titleKey="packagePromotion" />;
}
