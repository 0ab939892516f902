import { resolve } from 'node:path';
import { createImageVariants } from '../../platform/images/variants';
import type { Platform } from '../../platform/platform';
import type { SocialVerifiers } from '../../platform/social';
import { createAddressService } from './addresses/service';
import { createAuthService } from './auth/service';
import { createSessions } from './auth/sessions';
import { createSocialSignIn } from './auth/social';
import { createSocialPrefillTokens } from './auth/social-prefill';
import { createBusinessPartnerService } from './business-partners/service';
import { createOtpService } from './otp/service';
import { createContactChanges } from './profile/contact-change';
import { createAccountService } from './profile/service';
import { createStaffBusinessPartnerService, type UsedCredit } from './staff/business-partners/service';
import { createStaffService } from './staff/members/service';
import { createUploadService } from './uploads/service';

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
  usedCredit,
}: Pick<Platform, 'db' | 'config' | 'clock' | 'messages' | 'storage' | 'accessTokens' | 'throttle'> & {
  socialVerifiers: SocialVerifiers;
  /** Ordering's answer to what business partners owe on credit: the customer list shows it. */
  usedCredit: UsedCredit;
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
    adminBusinessPartners: createStaffBusinessPartnerService({ db, clock, config, usedCredit }),
  };
};
