import { StaticPage } from './StaticPage';
import type { StaticPageContent } from './static-page';

export const aboutUs: StaticPageContent = {
  titleKey: 'aboutUs',
  descriptionKey: 'aboutUsDescription',
  sections: [
    { headingKey: 'aboutUsWhoHeading', paragraphKeys: ['aboutUsWhoText'] },
    { headingKey: 'aboutUsOfferHeading', paragraphKeys: ['aboutUsOfferText', 'aboutUsPartnersText'] },
  ],
};

export default function AboutUsPage() {
  return <StaticPage content={aboutUs} />;
}
