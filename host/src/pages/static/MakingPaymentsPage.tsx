import { StaticPage } from './StaticPage';
import type { StaticPageContent } from './static-page';

export const makingPayments: StaticPageContent = {
  titleKey: 'makingPayments',
  descriptionKey: 'makingPaymentsDescription',
  sections: [
    { headingKey: 'paymentOnlineBankHeading', paragraphKeys: ['paymentOnlineBankText'] },
    { headingKey: 'paymentCashOnDeliveryHeading', paragraphKeys: ['paymentCashOnDeliveryText'] },
    {
      headingKey: 'paymentCreditLineHeading',
      paragraphKeys: ['paymentCreditLineText', 'paymentCreditLineHowTo'],
    },
    { headingKey: 'paymentPricesHeading', paragraphKeys: ['paymentPricesText'] },
  ],
};

export default function MakingPaymentsPage() {
  return <StaticPage content={makingPayments} />;
}
