import { z } from 'zod';
import { listQuerySchema, queryFlag } from './common';

/** Spec section 3 Popup banner; the client shows it after showAfterSecond and hides it after hideAfterSecond (0: never). */
export const popupBannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  webImageUrl: z.string().nullable(),
  appImageUrl: z.string().nullable(),
  webRedirectLink: z.string().nullable(),
  showAfterSecond: z.number().int(),
  hideAfterSecond: z.number().int(),
});
export type PopupBanner = z.infer<typeof popupBannerSchema>;

/** `limit=100&offset=0&isWeb=1`: isWeb=1 lists the banners with a web image, isWeb=0 those with an app image. */
export const popupBannerQuerySchema = listQuerySchema.extend({ isWeb: queryFlag.default(true) });
export type PopupBannerQuery = z.infer<typeof popupBannerQuerySchema>;
