import { z } from 'zod';

// Browsers drop tabs and line breaks inside a URL and read '\' as '/', so '/\t/evil' and '/\evil' lead off the site.
const hasUnsafeCharacter = (link: string) =>
  /[\s\\]/.test(link) || [...link].some((character) => character < ' ' || character === '\u007f');

/**
 * Whether a link staff typed is an https:// address or a path of the site ('/…', never '//…', which leaves the
 * site): a banner's link runs in every customer's browser, so `javascript:`, `data:`, `http:` and the rest are out.
 */
export const isStaffLink = (link: string) => {
  if (hasUnsafeCharacter(link)) return false;
  if (link.startsWith('/')) return !link.startsWith('//');
  if (!/^https:\/\//i.test(link)) return false;
  try {
    const url = new URL(link);
    // 'https://shop.example@evil.example' reads as the shop's address but opens another one.
    return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password;
  } catch {
    return false;
  }
};

/** Every link field of the back office (pop-up and home banners): blank is none, anything else must be a staff link. */
export const staffLinkSchema = z
  .string({ error: 'adminContentLinkInvalid' })
  .trim()
  .max(500, 'textIsTooLong')
  .refine((link) => link === '' || isStaffLink(link), 'adminContentLinkInvalid')
  .nullish()
  .transform((link) => link || null);
