import { PageHeading } from '@portal/shared';
import { useSiteDescription } from './site-description';

/** Social sign-in returns here; the exchange of the provider's token arrives with the sign-in dialogs. */
export default function CallbackPage() {
  return <PageHeading titleKey="callback" description={useSiteDescription()} />;
}
