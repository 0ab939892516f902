import { PageHeading } from '@portal/shared';

export default function TrainingHistoryPage() {
  return <PageHeading titleKey="trainingHistory" />;
}
