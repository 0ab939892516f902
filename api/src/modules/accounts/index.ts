import { resolve } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/schema';
import type { AppDeps, StaffDeps } from '../../deps';
import type { AccessTokens } from '../../platform/access-tokens';
import type { Clock } from '../../platform/clock';
import type { Config } from '../../platform/config';
import { createImageVariants } from '../../platform/images/variants';
import type { MessageSender } from '../../platform/messages';
import type { SocialVerifiers } from '../../platform/social';
import type { FileStorage } from '../../platform/storage';
import type { Throttle } from '../../platform/throttle';
import { addressRoutes } from './addresses/routes';
import { createAddressService } from './addresses/service';
import { authRoutes } from './auth/routes';
import { createAuthService } from './auth/service';
import { createSessions } from './auth/sessions';
import { createSocialSignIn } from './auth/social';
import { createSocialPrefillTokens } from './auth/social-prefill';
import { businessPartnerRoutes } from './business-partners/routes';
import { createBusinessPartnerService } from './business-partners/service';
import { feedbackRoutes } from './feedback/routes';
import { otpRoutes } from './otp/routes';
import { createOtpService } from './otp/service';
import { createContactChanges } from './profile/contact-change';
import { accountRoutes } from './profile/routes';
import { createAccountService } from './profile/service';
import { adminAuditLogExportRoutes } from './staff/audit-log/export-routes';
import { adminBusinessPartnerRoutes } from './staff/business-partners/routes';
import { createStaffBusinessPartnerService } from './staff/business-partners/service';
import { adminCustomerContactRoutes } from './staff/customer-contact/routes';
import { adminStaffRoutes } from './staff/members/routes';
import { createStaffService } from './staff/members/service';
import { adminReportRoutes } from './staff/reports/routes';
import { createReportService } from './staff/reports/service';
import { uploadRoutes } from './uploads/routes';
import { createUploadService } from './uploads/service';

export { createSessions } from './auth/sessions';
export { customerColumns, toCustomer } from './customers';
export { addPoints, spendPointsSql } from './points-balance';
export { anonymiseDeletedAccounts } from './profile/deletion-job';
export { rememberLanguage } from './profile/language';
export { searchCustomers } from './staff/customer-search';
export { staffNamesOf } from './staff/staff-names';
export { isUploadKey, type UploadService } from './uploads/service';

/** Accounts: people and their sign-in, profile, addresses, files, business-partner standing and staff roles. */
export const createAccounts = ({
  db,
  config,
  clock,
  messages,
  storage,
  accessTokens,
  throttle,
  socialVerifiers,
}: {
  db: Db;
  config: Config;
  clock: Clock;
  messages: MessageSender;
  storage: FileStorage;
  accessTokens: AccessTokens;
  throttle: Throttle;
  socialVerifiers: SocialVerifiers;
}) => {
  const uploads = createUploadService({
    db,
    clock,
    storage,
    variants: createImageVariants({ dir: resolve(config.dataDir, 'image-variants') }),
  });
  const sessions = createSessions({ db, config, clock, accessTokens });
  const otp = createOtpService({ db, config, clock, messages, throttle });
  const contactChanges = createContactChanges({ db, clock, otp });
  const socialPrefill = createSocialPrefillTokens(config, clock);
  const authService = createAuthService({ db, clock, throttle, sessions, otp });
  return {
    uploads,
    sessions,
    otp,
    authService,
    contactChanges,
    accounts: createAccountService({
      db,
      config,
      clock,
      throttle,
      sessions,
      otp,
      contactChanges,
      socialPrefill,
      assertOwnImage: (userId, key) => uploads.assertOwnImage(userId, key),
    }),
    addresses: createAddressService({ db, clock }),
    businessPartners: createBusinessPartnerService({ db, clock, uploads }),
    socialSignIn: createSocialSignIn({
      db,
      clock,
      verifiers: socialVerifiers,
      prefill: socialPrefill,
      authService,
      otp,
    }),
    staffService: createStaffService({ db, clock }),
    reportService: createReportService({ db }),
    adminBusinessPartners: createStaffBusinessPartnerService({ db, clock, config }),
  };
};

export const accountsRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  await app.register(authRoutes, deps);
  await app.register(otpRoutes, deps);
  await app.register(accountRoutes, deps);
  await app.register(addressRoutes, deps);
  await app.register(uploadRoutes, deps);
  await app.register(businessPartnerRoutes, deps);
  await app.register(feedbackRoutes, deps);
};

export const accountsStaffRoutes: FastifyPluginAsync<StaffDeps> = async (app, deps) => {
  await app.register(adminStaffRoutes, deps);
  await app.register(adminReportRoutes, deps);
  await app.register(adminAuditLogExportRoutes, deps);
  await app.register(adminBusinessPartnerRoutes, deps);
  await app.register(adminCustomerContactRoutes, deps);
};
