import { StaticPage } from './StaticPage';
import type { StaticPageContent } from './static-page';

/** The 7 days before a deleted account's data is gone are spec section 9's account-deletion rule. */
export const privacyPolicy: StaticPageContent = {
  titleKey: 'privacyPolicy',
  descriptionKey: 'privacyDescription',
  sections: [
    { headingKey: 'privacyCollectHeading', paragraphKeys: ['privacyCollectText'] },
    { headingKey: 'privacyUseHeading', paragraphKeys: ['privacyUseText'] },
    { headingKey: 'privacyShareHeading', paragraphKeys: ['privacyShareText'] },
    { headingKey: 'privacyStorageHeading', paragraphKeys: ['privacyStorageText'] },
    { headingKey: 'privacyRightsHeading', paragraphKeys: ['privacyRightsText', 'privacyContactText'] },
  ],
};

export default function PrivacyPolicyPage() {
  return <StaticPage content={privacyPolicy} />;
}
