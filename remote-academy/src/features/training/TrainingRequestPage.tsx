import { PageHeading } from '@portal/shared';

export default function TrainingRequestPage() {
  return <PageHeading titleKey="trainingRequest" />;
}
