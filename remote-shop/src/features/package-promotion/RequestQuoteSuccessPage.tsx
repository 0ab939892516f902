import { PageHeading } from '@portal/shared';

export default function RequestQuoteSuccessPage() {
  return <PageHeading titleKey="requestQuoteSuccess" />;
}
