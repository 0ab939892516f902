import { describe, expect, it } from '@jest/globals';
import { pointReasonSchema } from '@portal/shared/contract';
import { pointReasonKey, signedPoints } from './point-history';

describe('points history rows', () => {
  it('signs each change', () => {
    expect(signedPoints(51)).toBe('+51');
    expect(signedPoints(-200)).toBe('−200');
    expect(signedPoints(1500)).toBe('+1,500');
    expect(signedPoints(0)).toBe('0');
  });

  it('names every reason of the ledger', () => {
    for (const reason of pointReasonSchema.options) expect(pointReasonKey[reason]).toMatch(/^pointReason/);
  });
});
