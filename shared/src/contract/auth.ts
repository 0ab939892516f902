import { z } from 'zod';
import { blankAsAbsent, bodyObject } from './common';
import { socialProviders } from './social-providers';

export { type SocialProvider, socialProviders } from './social-providers';

/**
 * "Keep me signed in": true (or absent, as before it existed) keeps the session 30 days through refresh rotation;
 * false ends it once the person has been inactive longer than the limit. Password and social sign-in alike.
 */
const rememberSchema = z.boolean({ error: 'badRequest' }).optional();

/** Spec section 5, login: identifier and password required; the identifier as `toLoginIdentifier` sends it. */
export const loginBodySchema = bodyObject({
  user: z
    .string({ error: 'phoneOrEmailCannotBeEmpty' })
    .trim()
    .min(1, 'phoneOrEmailCannotBeEmpty')
    .max(254, 'textIsTooLong'),
  password: z
    .string({ error: 'passwordCannotBeEmpty' })
    .min(1, 'passwordCannotBeEmpty')
    .max(128, 'textIsTooLong'),
  remember: rememberSchema,
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** Login and refresh answer (spec section 3): snake_case, as the client stores them. */
export const tokenPairSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('Bearer'),
  /** Seconds until the access token expires. */
  expires_in: z.number().int(),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const refreshBodySchema = bodyObject({
  refreshToken: z
    .string({ error: 'refreshTokenIsRequired' })
    .min(1, 'refreshTokenIsRequired')
    .max(512, 'invalidToken'),
});
export type RefreshBody = z.infer<typeof refreshBodySchema>;

/** Spec section 3 logout body; the refresh token (or, failing that, the access token) names the session to end. */
export const logoutBodySchema = bodyObject({
  accountId: blankAsAbsent(z.union([z.string().max(64), z.number()], { error: 'badRequest' })),
  accessToken: blankAsAbsent(z.string({ error: 'badRequest' }).max(4096, 'invalidToken')),
  refreshToken: blankAsAbsent(z.string({ error: 'badRequest' }).max(512, 'invalidToken')),
  deviceToken: z.string({ error: 'badRequest' }).max(4096, 'textIsTooLong').nullish(),
  device: z.string({ error: 'badRequest' }).max(100, 'textIsTooLong').nullish(),
})
  .nullish()
  .transform((body) => body ?? {});
export type LogoutBody = z.infer<typeof logoutBodySchema>;

export const socialProviderSchema = z.enum(socialProviders, { error: 'invalidSocialType' });

const socialToken = z
  .string({ error: 'accessTokenIsRequired' })
  .min(1, 'accessTokenIsRequired')
  .max(8192, 'invalidToken');
const optionalName = blankAsAbsent(z.string({ error: 'badRequest' }).trim().max(100, 'textIsTooLong'));

/**
 * `accessToken` is the provider's token: a Google or Apple ID token (JWT), or a Facebook user access token.
 * Apple sends the name only on the first sign-in, so the client may pass it along.
 */
export const socialLoginBodySchema = bodyObject({
  accessToken: socialToken,
  socialType: socialProviderSchema,
  firstName: optionalName,
  lastName: optionalName,
  remember: rememberSchema,
});
export type SocialLoginBody = z.infer<typeof socialLoginBodySchema>;

/** `/auth/login/google`, `/facebook`, `/apple`: the provider is in the path. */
export const providerLoginBodySchema = bodyObject({
  accessToken: socialToken,
  socialType: socialProviderSchema.optional(),
  firstName: optionalName,
  lastName: optionalName,
  remember: rememberSchema,
});
export type ProviderLoginBody = z.infer<typeof providerLoginBodySchema>;

/** What registration is prefilled with for a social account nobody registered yet. */
export const socialPrefillSchema = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  imageUrl: z.string().nullable(),
  provider: socialProviderSchema,
  /** Opaque and signed: send it back unchanged as `providerId` with `provider` on register. */
  providerId: z.string(),
});
export type SocialPrefill = z.infer<typeof socialPrefillSchema>;

/** Spec section 3: `data.token` for a known account, `data.user` (prefill) for a new one. */
export const socialLoginResultSchema = z.union([
  z.object({ token: tokenPairSchema }),
  z.object({ user: socialPrefillSchema }),
]);
export type SocialLoginResult = z.infer<typeof socialLoginResultSchema>;
