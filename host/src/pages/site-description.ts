import { useTranslation } from 'react-i18next';
import { portalConfig } from '../app/portal-config';

/** The meta description of host pages that have none of their own. */
export function useSiteDescription(): string {
  const { t } = useTranslation();
  return t('siteDescription', { company: portalConfig.companyName });
}
