import { PageHeading } from '@portal/shared';

export default function ProductPage() {
  return <PageHeading titleKey="productDetail" />;
}
