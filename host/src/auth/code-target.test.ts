import { beforeEach, describe, expect, it } from '@jest/globals';
import {
  clearCodeTarget,
  readCodeTarget,
  resendButton,
  resendSecondsLeft,
  saveCodeTarget,
} from './code-target';

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

describe('the code target cookie', () => {
  beforeEach(clearCodeTarget);

  it('keeps where the code went and when, and forgets it when cleared', () => {
    expect(readCodeTarget()).toBeNull();
    saveCodeTarget({ to: '012345678', purpose: 'VERIFY_ACCOUNT', sentAt });
    expect(readCodeTarget()).toEqual({ to: '012345678', purpose: 'VERIFY_ACCOUNT', sentAt });
    clearCodeTarget();
    expect(readCodeTarget()).toBeNull();
  });
});
