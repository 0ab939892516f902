import type { SocialProvider } from '@portal/shared/contract';

/** The providers' public client ids, from /runtime-config.json (per deployment); absent: that provider is off. */
export type SocialClientIds = Partial<Record<SocialProvider, string>>;

let clientIds: SocialClientIds = {};

export const parseSocialConfig = (json: unknown): SocialClientIds => {
  const social = (json as { social?: unknown } | null)?.social;
  if (typeof social !== 'object' || social === null) return {};
  return Object.fromEntries(
    Object.entries(social).filter(
      ([provider, id]) =>
        ['google', 'facebook', 'apple'].includes(provider) && typeof id === 'string' && id !== '',
    ),
  );
};

export const setSocialClientIds = (ids: SocialClientIds) => {
  clientIds = ids;
};

export const socialClientId = (provider: SocialProvider) => clientIds[provider];
