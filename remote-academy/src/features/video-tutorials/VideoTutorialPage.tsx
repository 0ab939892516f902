import { PageHeading } from '@portal/shared';

export default function VideoTutorialPage() {
  return <PageHeading titleKey="videoTutorial" />;
}
