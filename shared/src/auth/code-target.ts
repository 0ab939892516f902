import { readCookie, removeCookie, writeCookie } from '@portal/shared';

export type CodePurpose = 'VERIFY_ACCOUNT' | 'FORGOT_PASSWORD' | 'CHANGE_PASSWORD';

/** Where the last one-time code went, for what, and when (ms), or null before the first send. */
export type CodeTarget = { to: string; purpose: CodePurpose; sentAt: number | null };

const COOKIE = 'otpTarget';
// Long enough to type a code that is valid 5 minutes, with a resend or two.
const COOKIE_MAX_AGE_MS = 15 * 60_000;

/** Spec section 4: the phone or e-mail the code went to is kept in a cookie. */
export const saveCodeTarget = (target: CodeTarget) =>
  writeCookie(COOKIE, JSON.stringify(target), COOKIE_MAX_AGE_MS);

export const readCodeTarget = (): CodeTarget | null => {
  try {
    const target = JSON.parse(readCookie(COOKIE) ?? 'null') as CodeTarget | null;
    return target && typeof target.to === 'string' && target.to ? target : null;
  } catch {
    return null;
  }
};

export const clearCodeTarget = () => removeCookie(COOKIE);
