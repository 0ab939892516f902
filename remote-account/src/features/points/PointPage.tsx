import { PageHeading } from '@portal/shared';

export default function PointPage() {
  return <PageHeading titleKey="point" />;
}
