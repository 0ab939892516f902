import type { Db } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { Config } from '../../platform/config';
import type { ReadCache } from '../../platform/read-cache';
import { createPopupBannerService } from './popup-banners/service';
import { createStaffChatLinkService } from './staff/chat-links/service';
import { createStaffHomeBannerService } from './staff/home-banners/service';
import { createStaffPopupBannerService } from './staff/popup-banners/service';
import { createStaffSettingsService } from './staff/settings/service';
import { createStaffShowroomService } from './staff/showrooms/service';

/** Content: settings switches and chat links, translations, banners, showrooms and the help centre. */
export const createContent = ({
  db,
  config,
  clock,
  readCache,
}: {
  db: Db;
  config: Config;
  clock: Clock;
  readCache: ReadCache;
}) => ({
  popupBanners: createPopupBannerService({ db, clock, config }),
  staffSettings: createStaffSettingsService({ db, clock, readCache }),
  staffChatLinks: createStaffChatLinkService({ db, clock, readCache }),
  staffPopupBanners: createStaffPopupBannerService({ db, clock, config }),
  adminHomeBanners: createStaffHomeBannerService({ db, clock, config, readCache }),
  adminShowrooms: createStaffShowroomService({ db, clock, config, readCache }),
});
