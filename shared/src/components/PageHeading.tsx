import { Title } from '@portal/shared/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

const SITE_NAME = 'Coffee Portal';

/** The page's h1, also used as the browser tab's title. */
export function PageHeading({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const title = t(titleKey);
  useEffect(() => {
    document.title = `${title} | ${SITE_NAME}`;
  }, [title]);
  return <Title order={1}>{title}</Title>;
}
