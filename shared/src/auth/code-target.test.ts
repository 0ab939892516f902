import { beforeEach, describe, expect, it } from '@jest/globals';
import { clearCodeTarget, readCodeTarget, saveCodeTarget } from './code-target';

const sentAt = 1_000_000;

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
