/** Time comes from here, never from `new Date()` in a service, so tests can fix it. */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };
