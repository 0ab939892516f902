/**
 * The company's contact details and outside links, in one place: the header, the sidebar, the footer and the
 * contact page read them from here. Texts around them are translation keys; these values are the same in every
 * language.
 */
export type SupportPhone = { display: string; tel: string };
export type SocialLink = { key: string; labelKey: string; href: string };

export type PortalConfig = {
  companyName: string;
  supportEmail: string;
  supportPhones: SupportPhone[];
  appStores: { appStore: string; googlePlay: string };
  socialLinks: SocialLink[];
};

export const portalConfig: PortalConfig = {
  companyName: 'Coffee Portal',
  supportEmail: 'support@coffeeportal.com.kh',
  /** Two Phnom Penh lines: the head-office landline (023) and a mobile line. */
  supportPhones: [
    { display: '023 987 654', tel: '+85523987654' },
    { display: '012 345 678', tel: '+85512345678' },
  ],
  appStores: {
    appStore: 'https://apps.apple.com/kh/app/coffee-portal/id6450000000',
    googlePlay: 'https://play.google.com/store/apps/details?id=kh.coffeeportal.app',
  },
  socialLinks: [
    { key: 'facebook', labelKey: 'socialFacebook', href: 'https://www.facebook.com/coffeeportal.kh' },
    { key: 'telegram', labelKey: 'socialTelegram', href: 'https://t.me/coffeeportal_kh' },
    { key: 'instagram', labelKey: 'socialInstagram', href: 'https://www.instagram.com/coffeeportal.kh' },
    { key: 'youtube', labelKey: 'socialYoutube', href: 'https://www.youtube.com/@coffeeportal.kh' },
  ],
};
