import { PageHeading } from '@portal/shared';

export default function TutorialPage() {
  return <PageHeading titleKey="tutorial" />;
}
