import type { FastifyPluginAsync } from 'fastify';
import { chatLinkRoutes } from './chat-links/routes';
import { devSettingsRoutes } from './dev-settings/routes';
import { helpCentreRoutes } from './help-centre/routes';
import { advertisementRoutes } from './home-banners/routes';
import { popupBannerRoutes } from './popup-banners/routes';
import type { ContentDeps, ContentStaffDeps } from './route-deps';
import { settingsRoutes } from './settings/routes';
import { showroomRoutes } from './showrooms/routes';
import { staffChatLinkRoutes } from './staff/chat-links/routes';
import { adminHomeBannerRoutes } from './staff/home-banners/routes';
import { staffPopupBannerRoutes } from './staff/popup-banners/routes';
import { staffSettingsRoutes } from './staff/settings/routes';
import { adminShowroomRoutes } from './staff/showrooms/routes';
import { localizeRoutes } from './translations/routes';

export { createContent } from './services';

export { headOfficeOf } from './showrooms/head-office';
export { pickupSiteOf } from './showrooms/pickup-sites';

export const contentRoutes: FastifyPluginAsync<ContentDeps> = async (app, deps) => {
  await app.register(settingsRoutes, deps);
  await app.register(chatLinkRoutes, deps);
  await app.register(localizeRoutes, deps);
  await app.register(popupBannerRoutes, deps);
  await app.register(showroomRoutes, deps);
  await app.register(advertisementRoutes, deps);
  await app.register(helpCentreRoutes, deps);
};

export const contentStaffRoutes: FastifyPluginAsync<ContentStaffDeps> = async (app, deps) => {
  await app.register(staffSettingsRoutes, deps);
  await app.register(staffChatLinkRoutes, deps);
  await app.register(staffPopupBannerRoutes, deps);
  await app.register(adminHomeBannerRoutes, deps);
  await app.register(adminShowroomRoutes, deps);
};

/** Outside production only, at the root: switch settings from a test or a developer's shell. */
export const contentDevRoutes = devSettingsRoutes;
