import { PageHeading } from '@portal/shared';

export default function CandidateDetailPage() {
  return <PageHeading titleKey="candidateDetail" />;
}
