import { PageHeading } from '@portal/shared';

export default function CandidatePoolPage() {
  return <PageHeading titleKey="candidatePool" />;
}
