import { describe, expect, it } from '@jest/globals';
import { canaryVerdict } from './health-decision';

const rules = { minLoads: 50, margin: 0.05 };

describe('whether a canary is ended by its failures', () => {
  it('ends a canary with enough page loads whose failure rate is above the live one’s by more than the margin', () => {
    const verdict = canaryVerdict(
      { canary: { loads: 50, failures: 10 }, live: { loads: 400, failures: 8 } },
      rules,
    );
    expect(verdict).toEqual({
      end: true,
      canaryRate: 0.2,
      liveRate: 0.02,
      reason:
        'failure rate 20.0% (10 of 50 page loads) against 2.0% live (8 of 400): above the margin of 5.0%',
    });
  });

  it('never ends a canary on fewer page loads than the setting, however bad they are', () => {
    const verdict = canaryVerdict(
      { canary: { loads: 49, failures: 49 }, live: { loads: 400, failures: 0 } },
      rules,
    );
    expect(verdict.end).toBe(false);
  });

  it('keeps a canary whose failure rate is above the live one’s by the margin or less', () => {
    expect(
      canaryVerdict({ canary: { loads: 100, failures: 7 }, live: { loads: 100, failures: 2 } }, rules).end,
    ).toBe(false);
    expect(
      canaryVerdict({ canary: { loads: 100, failures: 8 }, live: { loads: 100, failures: 2 } }, rules).end,
    ).toBe(true);
  });

  it('keeps a canary doing as well as, or better than, the live release', () => {
    expect(
      canaryVerdict({ canary: { loads: 500, failures: 30 }, live: { loads: 500, failures: 40 } }, rules).end,
    ).toBe(false);
  });

  it('measures against no failures when the live release has no page loads in the window', () => {
    expect(
      canaryVerdict({ canary: { loads: 60, failures: 3 }, live: { loads: 0, failures: 0 } }, rules).end,
    ).toBe(false);
    const verdict = canaryVerdict(
      { canary: { loads: 60, failures: 6 }, live: { loads: 0, failures: 0 } },
      rules,
    );
    expect(verdict).toMatchObject({ end: true, canaryRate: 0.1, liveRate: 0 });
  });

  it('follows the settings it is given', () => {
    const strict = { minLoads: 10, margin: 0 };
    expect(
      canaryVerdict({ canary: { loads: 10, failures: 1 }, live: { loads: 10, failures: 0 } }, strict).end,
    ).toBe(true);
    expect(
      canaryVerdict({ canary: { loads: 10, failures: 1 }, live: { loads: 10, failures: 1 } }, strict).end,
    ).toBe(false);
  });
});
