import { PageHeading } from '@portal/shared';

export default function TrainingCoursePage() {
  return <PageHeading titleKey="trainingCourse" />;
}
