import { PageHeading } from '@portal/shared';

export default function CreateCandidatePoolPage() {
  return <PageHeading titleKey="createCandidatePool" />;
}
