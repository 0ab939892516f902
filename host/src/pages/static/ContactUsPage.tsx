import { Anchor, Group } from '@portal/shared/ui';
import { portalConfig } from '../../app/portal-config';
import { ChatLinks } from '../../common/ChatLinks';
import { SupportPhoneLinks } from '../../common/SupportPhoneLinks';
import { StaticPage } from './StaticPage';
import type { StaticPageContent } from './static-page';

export const contactUs: StaticPageContent = {
  titleKey: 'contactUs',
  descriptionKey: 'contactUsDescription',
  sections: [
    { headingKey: 'contactPhoneHeading', paragraphKeys: ['contactPhoneText', 'contactTechnicianText'] },
    { headingKey: 'contactEmailHeading', paragraphKeys: ['contactEmailText'] },
    { headingKey: 'contactVisitHeading', paragraphKeys: ['contactVisitText'] },
  ],
};

export default function ContactUsPage() {
  return (
    <StaticPage
      content={contactUs}
      sectionExtras={{
        0: (
          <Group gap="lg">
            <SupportPhoneLinks size="lg" />
            <ChatLinks />
          </Group>
        ),
        1: (
          <Anchor href={`mailto:${portalConfig.supportEmail}`} size="lg">
            {portalConfig.supportEmail}
          </Anchor>
        ),
      }}
    />
  );
}
