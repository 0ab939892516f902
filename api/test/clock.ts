import type { Clock } from '../src/platform/clock';

export type TestClock = Clock & { advance: (ms: number) => void; set: (date: Date) => void };

/** A clock that stands still until a test moves it: expiry and countdowns without sleeping. */
export const createTestClock = (start = new Date('2025-03-03T02:00:00.000Z')): TestClock => {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms) => {
      now += ms;
    },
    set: (date) => {
      now = date.getTime();
    },
  };
};

export const seconds = (n: number) => n * 1000;
export const minutes = (n: number) => n * 60 * 1000;
export const days = (n: number) => n * 24 * 60 * 60 * 1000;
