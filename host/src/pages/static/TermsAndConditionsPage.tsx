import { StaticPage } from './StaticPage';
import type { StaticPageContent } from './static-page';

export const termsAndConditions: StaticPageContent = {
  titleKey: 'termsAndConditions',
  descriptionKey: 'termsDescription',
  sections: [
    { headingKey: 'termsOrdersHeading', paragraphKeys: ['termsOrdersText'] },
    { headingKey: 'termsDeliveryHeading', paragraphKeys: ['termsDeliveryText'] },
    { headingKey: 'termsPaymentHeading', paragraphKeys: ['termsPaymentText'] },
    { headingKey: 'termsReturnsHeading', paragraphKeys: ['termsReturnsText'] },
    { headingKey: 'termsAccountHeading', paragraphKeys: ['termsAccountText'] },
    { headingKey: 'termsChangesHeading', paragraphKeys: ['termsChangesText'] },
  ],
};

export default function TermsAndConditionsPage() {
  return <StaticPage content={termsAndConditions} />;
}
