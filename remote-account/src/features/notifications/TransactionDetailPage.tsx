import { PageHeading } from '@portal/shared';

export default function TransactionDetailPage() {
  return <PageHeading titleKey="transactionDetail" />;
}
