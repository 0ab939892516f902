import { otpResendSeconds } from '@portal/shared/contract';

/**
 * Spec section 4, as the shell's code screens count: 60 seconds after a send the button counts down, then offers
 * 'resend', allowed only at 0. A code sent before this page was opened (`sentAt` unknown) may be asked for again
 * at once; the API answers how long to wait if it is too soon.
 */
export const resendCountdown = (sentAt: number | null, now: number) => {
  const seconds =
    sentAt === null ? 0 : Math.max(0, Math.ceil((sentAt + otpResendSeconds * 1000 - now) / 1000));
  return seconds > 0
    ? ({ key: 'resendInSeconds', seconds, disabled: true } as const)
    : ({ key: 'resend', seconds: 0, disabled: false } as const);
};
