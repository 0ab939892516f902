import { PageHeading } from '@portal/shared';

export default function AdsDetailPage() {
  return <PageHeading titleKey="adsDetail" />;
}
