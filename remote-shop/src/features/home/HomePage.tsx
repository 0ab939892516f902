import { PageHeading } from '@portal/shared';

export default function HomePage() {
  return <PageHeading titleKey="home" />;
}
