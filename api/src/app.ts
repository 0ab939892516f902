import swagger from '@fastify/swagger';
import Fastify from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Db } from './db/schema';
import { accountRoutes } from './modules/account/routes';
import { createAccountService } from './modules/account/service';
import { addressRoutes } from './modules/address/routes';
import { createAddressService } from './modules/address/service';
import { authRoutes } from './modules/auth/routes';
import { createAuthService } from './modules/auth/service';
import { createSessions } from './modules/auth/sessions';
import { createSocialSignIn } from './modules/auth/social';
import { createSocialPrefillTokens } from './modules/auth/social-prefill';
import { businessPartnerRoutes } from './modules/business-partner/routes';
import { createBusinessPartnerService } from './modules/business-partner/service';
import { categoryRoutes } from './modules/category/routes';
import { createCategoryService } from './modules/category/service';
import { devOutboxRoutes } from './modules/dev-outbox/routes';
import { docsRoutes } from './modules/docs/routes';
import { feedbackRoutes } from './modules/feedback/routes';
import { healthRoutes } from './modules/health/routes';
import { localizeRoutes } from './modules/localize/routes';
import { notificationRoutes } from './modules/notification/routes';
import { createNotificationService } from './modules/notification/service';
import { otpRoutes } from './modules/otp/routes';
import { createOtpService } from './modules/otp/service';
import { popupBannerRoutes } from './modules/popup-banner/routes';
import { createPopupBannerService } from './modules/popup-banner/service';
import { settingsRoutes } from './modules/settings/routes';
import { uploadRoutes } from './modules/upload/routes';
import { createUploadService } from './modules/upload/service';
import { createAccessTokens } from './platform/access-tokens';
import { createAuthHooks } from './platform/auth';
import { type Clock, systemClock } from './platform/clock';
import type { Config } from './platform/config';
import type { AppDeps } from './platform/deps';
import { errorHandlerPlugin, sendError } from './platform/error-handler';
import { refuseNulInUrl, useJsonBodyParser } from './platform/json-body';
import { createMessageSender, type MessageSender } from './platform/messages';
import { registerRateLimit } from './platform/rate-limit';
import { createSocialVerifiers, type SocialVerifiers } from './platform/social';
import { createLocalStorage, type FileStorage } from './platform/storage';
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
    frameworkErrors: sendError,
  }).withTypeProvider<ZodTypeProvider>();

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
  registerRateLimit(app);
  app.decorateRequest('auth', null);

  const deps = composeDeps({
    db,
    config,
    clock,
    messages: messages ?? createMessageSender({ db, config, clock, log: app.log }),
    storage: storage ?? createLocalStorage({ config, clock }),
    socialVerifiers: socialVerifiers ?? createSocialVerifiers(config.social, clock),
  });
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
  app.register(docsRoutes, client);
  if (config.env !== 'production') {
    app.register(devOutboxRoutes, { db });
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
}): AppDeps => {
  const { db, config, clock, messages, storage, socialVerifiers } = base;
  const uploads = createUploadService({ db, clock, storage });
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
    socialSignIn: createSocialSignIn({
      db,
      clock,
      verifiers: socialVerifiers,
      prefill: socialPrefill,
      authService,
      otp,
    }),
  };
};

export type App = ReturnType<typeof buildApp>;
