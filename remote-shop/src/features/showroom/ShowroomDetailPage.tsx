import { PageHeading } from '@portal/shared';

export default function ShowroomDetailPage() {
  return <PageHeading titleKey="showroomDetail" />;
}
