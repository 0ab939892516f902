import { type SocialProvider, socialProviders } from '../contract/social-providers';

/**
 * The providers' public client ids, from /runtime-config.json (per deployment); absent: that provider is off. The
 * host names `sandbox` only outside production and when no real provider is set up.
 */
export type SocialClientIds = Partial<Record<SocialProvider, string>>;

let clientIds: SocialClientIds = {};

export const parseSocialConfig = (json: unknown): SocialClientIds => {
  const social = (json as { social?: unknown } | null)?.social;
  if (typeof social !== 'object' || social === null) return {};
  return Object.fromEntries(
    Object.entries(social).filter(
      ([provider, id]) =>
        (socialProviders as readonly string[]).includes(provider) && typeof id === 'string' && id !== '',
    ),
  );
};

export const setSocialClientIds = (ids: SocialClientIds) => {
  clientIds = ids;
};

export const socialClientId = (provider: SocialProvider) => clientIds[provider];
