import { Title } from '@portal/shared/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageDescription } from './use-page-description';

const SITE_NAME = 'Coffee Portal';

type PageHeadingProps = { titleKey: string; description?: string };

/** The page's h1, also used as the browser tab's title; with a (translated) description, the meta description. */
export function PageHeading({ titleKey, description }: PageHeadingProps) {
  const { t } = useTranslation();
  const title = t(titleKey);
  useEffect(() => {
    document.title = `${title} | ${SITE_NAME}`;
  }, [title]);
  usePageDescription(description);
  return <Title order={1}>{title}</Title>;
}
