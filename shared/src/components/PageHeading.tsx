import { Title } from '@portal/shared/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { setShareMeta, usePageDescription } from './use-page-description';

const SITE_NAME = 'Coffee Portal';

type PageHeadingProps = { titleKey: string; description?: string };

/**
 * The page's h1, also used as the browser tab's title. The meta description is `description`, else the text of the
 * key `<titleKey>PageDescription` when there is one, else the portal's own (index.html).
 */
export function PageHeading({ titleKey, description }: PageHeadingProps) {
  const { t, i18n } = useTranslation();
  const describedBy = `${titleKey}PageDescription`;
  const title = t(titleKey);
  useEffect(() => {
    document.title = `${title} | ${SITE_NAME}`;
    setShareMeta('og:title', document.title);
  }, [title]);
  usePageDescription(description ?? (i18n.exists(describedBy) ? t(describedBy) : undefined));
  return <Title order={1}>{title}</Title>;
}
