import { Anchor } from '@portal/shared/ui';
import { useTranslation } from 'react-i18next';
import { portalConfig } from '../app/portal-config';

/** The two support numbers as tel: links, for the header and the contact page. */
export function SupportPhoneLinks({ size = 'sm' }: { size?: 'sm' | 'lg' }) {
  const { t } = useTranslation();
  return portalConfig.supportPhones.map((phone) => (
    <Anchor
      key={phone.tel}
      href={`tel:${phone.tel}`}
      size={size}
      aria-label={t('callSupport', { phone: phone.display })}
      style={{ whiteSpace: 'nowrap' }}
    >
      {phone.display}
    </Anchor>
  ));
}
