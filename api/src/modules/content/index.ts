import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/schema';
import type { AppDeps, StaffDeps } from '../../deps';
import type { Clock } from '../../platform/clock';
import type { Config } from '../../platform/config';
import type { ReadCache } from '../../platform/read-cache';
import { chatLinkRoutes } from './chat-links/routes';
import { devSettingsRoutes } from './dev-settings/routes';
import { helpCentreRoutes } from './help-centre/routes';
import { advertisementRoutes } from './home-banners/routes';
import { popupBannerRoutes } from './popup-banners/routes';
import { createPopupBannerService } from './popup-banners/service';
import { settingsRoutes } from './settings/routes';
import { showroomRoutes } from './showrooms/routes';
import { staffChatLinkRoutes } from './staff/chat-links/routes';
import { createStaffChatLinkService } from './staff/chat-links/service';
import { adminHomeBannerRoutes } from './staff/home-banners/routes';
import { createStaffHomeBannerService } from './staff/home-banners/service';
import { staffPopupBannerRoutes } from './staff/popup-banners/routes';
import { createStaffPopupBannerService } from './staff/popup-banners/service';
import { staffSettingsRoutes } from './staff/settings/routes';
import { createStaffSettingsService } from './staff/settings/service';
import { adminShowroomRoutes } from './staff/showrooms/routes';
import { createStaffShowroomService } from './staff/showrooms/service';
import { localizeRoutes } from './translations/routes';

export { pickupSiteOf, pickupSiteQuery } from './showrooms/pickup-sites';

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

export const contentRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  await app.register(settingsRoutes, deps);
  await app.register(chatLinkRoutes, deps);
  await app.register(localizeRoutes, deps);
  await app.register(popupBannerRoutes, deps);
  await app.register(showroomRoutes, deps);
  await app.register(advertisementRoutes, deps);
  await app.register(helpCentreRoutes, deps);
};

export const contentStaffRoutes: FastifyPluginAsync<StaffDeps> = async (app, deps) => {
  await app.register(staffSettingsRoutes, deps);
  await app.register(staffChatLinkRoutes, deps);
  await app.register(staffPopupBannerRoutes, deps);
  await app.register(adminHomeBannerRoutes, deps);
  await app.register(adminShowroomRoutes, deps);
};

/** Outside production only, at the root: switch settings from a test or a developer's shell. */
export const contentDevRoutes = devSettingsRoutes;
