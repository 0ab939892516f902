/** Time comes from here, never from `new Date()` in a service, so tests can fix it. */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };

/** The start of a day given as yyyy-mm-dd; days are Phnom Penh days. */
export const dayStart = (isoDate: string) => new Date(`${isoDate}T00:00:00+07:00`);
