import { PageHeading } from '@portal/shared';
import { Stack, Text, Title } from '@portal/shared/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { portalConfig } from '../../app/portal-config';
import type { StaticPageContent } from './static-page';

type StaticPageProps = {
  content: StaticPageContent;
  /** Extra content shown at the end of the section with that index (the contact page's phone links). */
  sectionExtras?: Record<number, ReactNode>;
};

export function StaticPage({ content, sectionExtras = {} }: StaticPageProps) {
  const { t } = useTranslation();
  const values = { company: portalConfig.companyName };
  return (
    <Stack gap="lg" component="article">
      <PageHeading titleKey={content.titleKey} description={t(content.descriptionKey, values)} />
      <Text size="lg">{t(content.descriptionKey, values)}</Text>
      {content.sections.map((section, index) => (
        <Stack key={section.headingKey ?? section.paragraphKeys[0]} gap="xs" component="section">
          {section.headingKey && <Title order={2}>{t(section.headingKey, values)}</Title>}
          {section.paragraphKeys.map((key) => (
            <Text key={key}>{t(key, values)}</Text>
          ))}
          {sectionExtras[index]}
        </Stack>
      ))}
    </Stack>
  );
}
