import { describe, expect, it } from '@jest/globals';
import { resendButton, resendSecondsLeft } from './resend-button';

const sentAt = 1_000_000;

describe('the resend countdown (spec section 4)', () => {
  it("shows 'sendCode' before the first send", () => {
    expect(resendButton(null, sentAt)).toEqual({ key: 'sendCode', seconds: 0, disabled: false });
  });

  it('counts 60 seconds down after a send and refuses a resend before 0', () => {
    expect(resendButton(sentAt, sentAt)).toEqual({ key: 'resendInSeconds', seconds: 60, disabled: true });
    expect(resendButton(sentAt, sentAt + 59_001).seconds).toBe(1);
    expect(resendButton(sentAt, sentAt + 59_001).disabled).toBe(true);
  });

  it("shows 'resend' once the countdown reaches 0", () => {
    expect(resendButton(sentAt, sentAt + 60_000)).toEqual({ key: 'resend', seconds: 0, disabled: false });
    expect(resendSecondsLeft(sentAt, sentAt + 120_000)).toBe(0);
  });
});

describe('a code sent before the page was opened', () => {
  it("offers 'resend' at once, the API answering how long to wait if it is too soon", () => {
    expect(resendButton(null, sentAt, 'resend')).toEqual({ key: 'resend', seconds: 0, disabled: false });
  });
});
