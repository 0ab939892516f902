import { PageHeading } from '@portal/shared';

export default function ServicePackagePage() {
  return <PageHeading titleKey="servicePackage" />;
}
