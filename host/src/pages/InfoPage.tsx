import { PageHeading } from '@portal/shared';

/** Delivery, payment, terms and privacy pages; their content arrives with the shell's static pages. */
export default function InfoPage({ titleKey }: { titleKey: string }) {
  return <PageHeading titleKey={titleKey} />;
}
