import { isEmail } from '@portal/shared/contract';

export type SubscribeEmailError = 'enterYourEmail' | 'invalidEmailAddress';

/** The subscribe box's check, as a message key: an address is required and must pass spec section 5's pattern. */
export function subscribeEmailError(typed: string): SubscribeEmailError | null {
  const email = typed.trim();
  if (!email) return 'enterYourEmail';
  return isEmail(email) ? null : 'invalidEmailAddress';
}
