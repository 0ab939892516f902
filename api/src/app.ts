import swagger from '@fastify/swagger';
import Fastify from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { poolOf } from './db/connection';
import type { Db } from './db/schema';
import { academyBaristaPoolRoutes } from './modules/academy/barista-pool/routes';
import { createAcademyBaristaService } from './modules/academy/barista-pool/service';
import { academyCandidateRoutes } from './modules/academy/candidates/routes';
import { createAcademyCandidateService } from './modules/academy/candidates/service';
import { academyTrainingRoutes } from './modules/academy/training/routes';
import { createAcademyTicketService } from './modules/academy/training/service';
import { academyTutorialRoutes } from './modules/academy/tutorials/routes';
import { academyVacancyRoutes } from './modules/academy/vacancies/routes';
import { createAcademyVacancyService } from './modules/academy/vacancies/service';
import { accountRoutes } from './modules/accounts/profile/routes';
import { createAccountService } from './modules/accounts/profile/service';
import { addressRoutes } from './modules/accounts/addresses/routes';
import { createAddressService } from './modules/accounts/addresses/service';
import { adminRoutes } from './staff-api';
import { advertisementRoutes } from './modules/content/home-banners/routes';
import { authRoutes } from './modules/accounts/auth/routes';
import { createAuthService } from './modules/accounts/auth/service';
import { createSessions } from './modules/accounts/auth/sessions';
import { createSocialSignIn } from './modules/accounts/auth/social';
import { createSocialPrefillTokens } from './modules/accounts/auth/social-prefill';
import { businessPartnerRoutes } from './modules/accounts/business-partners/routes';
import { createBusinessPartnerService } from './modules/accounts/business-partners/service';
import { cartRoutes } from './modules/ordering/cart/routes';
import { createCartService } from './modules/ordering/cart/service';
import { categoryRoutes } from './modules/catalogue/categories/routes';
import { createCategoryService } from './modules/catalogue/categories/service';
import { checkoutRoutes } from './modules/ordering/checkout/routes';
import { createCheckoutService } from './modules/ordering/checkout/service';
import { clientErrorRoutes } from './modules/system/client-errors/routes';
import { devOutboxRoutes } from './modules/notifications/dev-outbox/routes';
import { devSettingsRoutes } from './modules/content/dev-settings/routes';
import { docsRoutes } from './modules/system/docs/routes';
import { equipmentRoutes } from './modules/service-desk/equipment/routes';
import { feedbackRoutes } from './modules/accounts/feedback/routes';
import { healthRoutes } from './modules/system/health/routes';
import { helpCentreRoutes } from './modules/content/help-centre/routes';
import { localizeRoutes } from './modules/content/translations/routes';
import { notificationRoutes } from './modules/notifications/inbox/routes';
import { createNotificationService } from './modules/notifications/inbox/service';
import { orderRoutes } from './modules/ordering/orders/routes';
import { createOrderService } from './modules/ordering/orders/service';
import { otpRoutes } from './modules/accounts/otp/routes';
import { createOtpService } from './modules/accounts/otp/service';
import { paymentCallbackRoutes, sandboxGatewayRoutes } from './modules/ordering/payments/routes';
import { pointRoutes } from './modules/ordering/points/routes';
import { popupBannerRoutes } from './modules/content/popup-banners/routes';
import { createPopupBannerService } from './modules/content/popup-banners/service';
import { productRoutes } from './modules/catalogue/products/routes';
import { createCatalogueService } from './modules/catalogue/products/service';
import { promotionRoutes } from './modules/catalogue/promotions/routes';
import { quotationRoutes } from './modules/ordering/quotations/routes';
import { reviewRoutes } from './modules/catalogue/reviews/routes';
import { createReviewService } from './modules/catalogue/reviews/service';
import { serviceTicketRoutes } from './modules/service-desk/tickets/routes';
import { createServiceTicketService } from './modules/service-desk/tickets/service';
import { settingsRoutes } from './modules/content/settings/routes';
import { showroomRoutes } from './modules/content/showrooms/routes';
import { specialBlendRoutes } from './modules/ordering/special-blends/routes';
import { createSpecialBlendService } from './modules/ordering/special-blends/service';
import { tutorialRoutes } from './modules/service-desk/tutorials/routes';
import { uploadRoutes } from './modules/accounts/uploads/routes';
import { createUploadService } from './modules/accounts/uploads/service';
import { wishlistRoutes } from './modules/catalogue/wishlist/routes';
import { createAccessTokens } from './platform/access-tokens';
import { createAuthHooks } from './platform/auth';
import { type Clock, systemClock } from './platform/clock';
import type { Config } from './platform/config';
import type { AppDeps } from './deps';
import { errorHandlerPlugin, sendError } from './platform/error-handler';
import { refuseNulInUrl, useJsonBodyParser } from './platform/json-body';
import { createMessageSender, type MessageSender } from './platform/messages';
import { createMetrics } from './platform/metrics';
import { createSandboxGateway } from './platform/payments/sandbox';
import { registerRateLimit } from './platform/rate-limit';
import { createReadCache, nextStartOrEnd } from './platform/read-cache';
import { decorateRequestLanguage } from './platform/request-language';
import { createSocialVerifiers, type SocialVerifiers } from './platform/social';
import { createStorage, type FileStorage } from './platform/storage';
import { createThrottle } from './platform/throttle';

export type BuildAppOptions = {
  db: Db;
  config: Config;
  clock?: Clock;
  /** Replaces the configured message adapters (tests capture messages this way). */
  messages?: MessageSender;
  storage?: FileStorage;
  socialVerifiers?: SocialVerifiers;
};

const bodyLimit = 1024 * 1024;

/** The /client API, ready to `listen` or `inject`; the caller owns the database and closes it after the app. */
export const buildApp = ({
  db,
  config,
  clock = systemClock,
  messages,
  storage,
  socialVerifiers,
}: BuildAppOptions) => {
  const app = Fastify({
    // Fastify's request serialiser logs method, url and client address, never bodies or headers.
    logger: { level: config.logLevel },
    bodyLimit,
    trustProxy: config.trustProxy,
    // The front door names each request (X-Request-Id); its logs and this process's carry the same id.
    requestIdHeader: 'x-request-id',
    frameworkErrors: sendError,
  }).withTypeProvider<ZodTypeProvider>();
  const metrics = createMetrics();
  metrics.register(app);
  const pool = poolOf(db);
  if (pool) metrics.watchPool(pool);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.register(errorHandlerPlugin);
  app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Coffee Portal client API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  useJsonBodyParser(app);
  refuseNulInUrl(app);
  registerRateLimit(app, db);
  app.decorateRequest('auth', null);
  decorateRequestLanguage(app);
  app.decorateRequest('staff', null);

  const deps = composeDeps({
    db,
    config,
    clock,
    messages: messages ?? createMessageSender({ db, config, clock, log: app.log }),
    storage: storage ?? createStorage({ config, clock }),
    socialVerifiers: socialVerifiers ?? createSocialVerifiers(config.social, clock),
    onCacheRead: metrics.cacheRead,
  });
  app.addHook('onReady', () => deps.readCache.start());
  app.addHook('onClose', () => deps.readCache.close());
  const client = { prefix: '/client', ...deps } satisfies AppDeps & { prefix: string };
  app.register(healthRoutes, client);
  app.register(settingsRoutes, client);
  app.register(localizeRoutes, client);
  app.register(authRoutes, client);
  app.register(otpRoutes, client);
  app.register(accountRoutes, client);
  app.register(addressRoutes, client);
  app.register(uploadRoutes, client);
  app.register(businessPartnerRoutes, client);
  app.register(categoryRoutes, client);
  app.register(popupBannerRoutes, client);
  app.register(notificationRoutes, client);
  app.register(feedbackRoutes, client);
  app.register(clientErrorRoutes, client);
  app.register(serviceTicketRoutes, client);
  app.register(equipmentRoutes, client);
  app.register(tutorialRoutes, client);
  app.register(productRoutes, client);
  app.register(wishlistRoutes, client);
  app.register(reviewRoutes, client);
  app.register(promotionRoutes, client);
  app.register(showroomRoutes, client);
  app.register(advertisementRoutes, client);
  app.register(quotationRoutes, client);
  app.register(helpCentreRoutes, client);
  app.register(academyTrainingRoutes, client);
  app.register(academyCandidateRoutes, client);
  app.register(academyVacancyRoutes, client);
  app.register(academyBaristaPoolRoutes, client);
  app.register(academyTutorialRoutes, client);
  app.register(docsRoutes, client);
  app.register(cartRoutes, client);
  app.register(checkoutRoutes, client);
  app.register(orderRoutes, client);
  app.register(pointRoutes, client);
  app.register(specialBlendRoutes, client);
  app.register(paymentCallbackRoutes, client);
  app.register(adminRoutes, { prefix: '/admin-api', ...deps });
  if (config.env !== 'production') {
    app.register(devOutboxRoutes, { db });
    app.register(devSettingsRoutes, { db, readCache: deps.readCache });
    app.register(sandboxGatewayRoutes, client);
  }

  return app;
};

/** Builds the services once; every module plugin receives them as its options. */
const composeDeps = (base: {
  db: Db;
  config: Config;
  clock: Clock;
  messages: MessageSender;
  storage: FileStorage;
  socialVerifiers: SocialVerifiers;
  onCacheRead: (tag: string, hit: boolean) => void;
}): AppDeps => {
  const { db, config, clock, messages, storage, socialVerifiers, onCacheRead } = base;
  const uploads = createUploadService({ db, clock, storage });
  const readCache = createReadCache({
    db,
    config,
    clock,
    nextChange: { products: nextStartOrEnd(db, 'promotions'), banners: nextStartOrEnd(db, 'home_banners') },
    onRead: onCacheRead,
  });
  const accessTokens = createAccessTokens(config, clock);
  const throttle = createThrottle(db, clock);
  const sessions = createSessions({ db, config, clock, accessTokens });
  const otp = createOtpService({ db, config, clock, messages, throttle });
  const socialPrefill = createSocialPrefillTokens(config, clock);
  const authService = createAuthService({ db, clock, throttle, sessions, otp });
  const accounts = createAccountService({
    db,
    config,
    clock,
    throttle,
    sessions,
    otp,
    socialPrefill,
    assertOwnImage: (userId, key) => uploads.assertOwnImage(userId, key),
  });
  const sandboxGateway = createSandboxGateway({
    merchant: config.payments.merchant,
    secret: config.payments.gatewaySecret,
    clock,
  });
  return {
    db,
    config,
    clock,
    messages,
    storage,
    accessTokens,
    auth: createAuthHooks({ db, accessTokens }),
    throttle,
    sessions,
    otp,
    authService,
    accounts,
    addresses: createAddressService({ db, clock }),
    uploads,
    businessPartners: createBusinessPartnerService({ db, clock, uploads }),
    categories: createCategoryService({ db, config }),
    popupBanners: createPopupBannerService({ db, clock, config }),
    notifications: createNotificationService({ db, clock, config }),
    serviceTickets: createServiceTicketService({ db, clock, config, uploads }),
    academyTickets: createAcademyTicketService({ db, clock }),
    academyCandidates: createAcademyCandidateService({ db, clock, config, uploads }),
    academyVacancies: createAcademyVacancyService({ db, clock }),
    academyBaristas: createAcademyBaristaService({ db, clock, config, uploads }),
    socialSignIn: createSocialSignIn({
      db,
      clock,
      verifiers: socialVerifiers,
      prefill: socialPrefill,
      authService,
      otp,
    }),
    readCache,
    catalogue: createCatalogueService({ db, config, clock }),
    reviews: createReviewService({ db, clock, readCache }),
    carts: createCartService({ db, clock, config }),
    checkout: createCheckoutService({ db, clock, config }),
    orders: createOrderService({
      db,
      clock,
      config,
      gateway: sandboxGateway.gateway,
      // Database triggers already tell every process; this makes the next read in this one fresh at once.
      onStockChanged: () => readCache.invalidate('products'),
    }),
    specialBlends: createSpecialBlendService({ db, clock }),
    sandboxGateway,
  };
};

export type App = ReturnType<typeof buildApp>;
