import { PageHeading } from '@portal/shared';

export default function FeedbackPage() {
  return <PageHeading titleKey="feedback" />;
}
