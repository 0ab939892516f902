import { otpResendSeconds } from '@portal/shared/contract';

/** Seconds before another code may be asked for: 60 after a send, never below 0. */
export const resendSecondsLeft = (sentAt: number | null, now: number) =>
  sentAt === null ? 0 : Math.max(0, Math.ceil((sentAt + otpResendSeconds * 1000 - now) / 1000));

/**
 * Spec section 4: `idleKey` while no send time is known ('sendCode' before the first send), then the countdown, then
 * 'resend' once it reaches 0.
 */
export const resendButton = (
  sentAt: number | null,
  now: number,
  idleKey: 'sendCode' | 'resend' = 'sendCode',
) => {
  if (sentAt === null) return { key: idleKey, seconds: 0, disabled: false } as const;
  const seconds = resendSecondsLeft(sentAt, now);
  return seconds > 0
    ? ({ key: 'resendInSeconds', seconds, disabled: true } as const)
    : ({ key: 'resend', seconds: 0, disabled: false } as const);
};
