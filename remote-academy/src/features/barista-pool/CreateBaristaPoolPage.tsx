import { PageHeading } from '@portal/shared';

export default function CreateBaristaPoolPage() {
  return <PageHeading titleKey="createBaristaPool" />;
}
