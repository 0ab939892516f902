import { PageHeading } from '@portal/shared';

export default function ShowroomPage() {
  return <PageHeading titleKey="showroom" />;
}
