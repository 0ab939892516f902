import type { Db } from './db/schema';
import type { AppDeps } from './deps';
import { createOrderMoves } from './flows/order-moves';
import { createPartnerDecisions } from './flows/partner-decisions';
import { createPlaceOrder } from './flows/place-order/place-order';
import { createAcademy } from './modules/academy';
import { createAccounts, sessionStateOf, staffNamesOf } from './modules/accounts';
import { createCatalogue } from './modules/catalogue';
import { createContent } from './modules/content';
import { createNotifications } from './modules/notifications';
import { createOrdering, usedCreditOfEach } from './modules/ordering';
import { createReleases } from './modules/releases';
import { createServiceDesk } from './modules/service-desk';
import { createAccessTokens } from './platform/access-tokens';
import { createAuthHooks } from './platform/auth';
import type { Clock } from './platform/clock';
import type { Config } from './platform/config';
import type { MessageSender } from './platform/messages';
import { createSandboxGateway } from './platform/payments/sandbox';
import { createReadCache, nextStartOrEnd } from './platform/read-cache';
import type { SocialVerifiers } from './platform/social';
import type { FileStorage } from './platform/storage';
import { createThrottle } from './platform/throttle';

/** Builds the platform, then each domain's services once; every route plugin receives them as its options. */
export const composeDeps = (base: {
  db: Db;
  config: Config;
  clock: Clock;
  messages: MessageSender;
  storage: FileStorage;
  socialVerifiers: SocialVerifiers;
  onCacheRead: (tag: string, hit: boolean) => void;
}): AppDeps => {
  const { db, config, clock, messages, storage, socialVerifiers, onCacheRead } = base;
  const readCache = createReadCache({
    db,
    config,
    clock,
    nextChange: { products: nextStartOrEnd(db, 'promotions'), banners: nextStartOrEnd(db, 'home_banners') },
    onRead: onCacheRead,
  });
  const accessTokens = createAccessTokens(config, clock);
  const throttle = createThrottle(db, clock);
  const sandboxGateway = createSandboxGateway({
    merchant: config.payments.merchant,
    secret: config.payments.gatewaySecret,
    clock,
    paymentWindowSeconds: config.payments.khqrExpirySeconds,
  });
  const platform = {
    db,
    config,
    clock,
    messages,
    storage,
    accessTokens,
    auth: createAuthHooks({
      accessTokens,
      sessionOf: (sessionId, userId) => sessionStateOf(db, sessionId, userId),
    }),
    throttle,
    readCache,
    sandboxGateway,
  };
  // Each factory takes the platform whole and reads the parts its type names.
  const accounts = createAccounts({
    ...platform,
    socialVerifiers,
    usedCredit: (userIds) => usedCreditOfEach(db, userIds),
  });
  const { uploads } = accounts;
  // Database triggers already tell every process; this makes the next read in this one fresh at once.
  const onStockChanged = () => readCache.invalidate('products');
  const ordering = createOrdering({
    ...platform,
    gateway: sandboxGateway.gateway,
    orderMoves: createOrderMoves({ db, clock, onStockChanged }),
  });
  const placeOrder = createPlaceOrder({
    db,
    clock,
    config,
    onStockChanged,
    startPayment: ordering.orders.startPayment,
  });
  return {
    ...platform,
    ...accounts,
    ...createNotifications(platform),
    ...createCatalogue({ ...platform, uploads, purchases: ordering.purchases }),
    ...createContent(platform),
    ...ordering,
    placeOrder,
    partnerDecisions: createPartnerDecisions({ db, clock }),
    ...createServiceDesk({ ...platform, uploads }),
    ...createAcademy({ ...platform, uploads }),
    ...createReleases({ ...platform, staffNames: (ids) => staffNamesOf(db, ids) }),
  };
};
