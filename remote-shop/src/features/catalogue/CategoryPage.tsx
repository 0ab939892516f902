import { PageHeading } from '@portal/shared';

export default function CategoryPage() {
  return <PageHeading titleKey="productCategory" />;
}
