// Free of the schema library: the first screen formats dates through it.

/** Cambodia keeps UTC+7 all year: every shop time is Phnom Penh time, whatever the browser's zone. */
const phnomPenhOffsetMs = 7 * 3_600_000;

/** The Phnom Penh day (YYYY-MM-DD), weekday (0 Sunday) and time (HH:mm) of an instant. */
export const phnomPenhDateTime = (at: Date | string) => {
  const shifted = new Date(new Date(at).getTime() + phnomPenhOffsetMs);
  const iso = shifted.toISOString();
  return { date: iso.slice(0, 10), weekday: shifted.getUTCDay(), time: iso.slice(11, 16) };
};

/** The instant of `time` on `date`, both Phnom Penh. */
export const phnomPenhInstant = (date: string, time: string) => new Date(`${date}T${time}:00+07:00`);

/** An instant as people read it: day-month-year and the 24-hour time in Phnom Penh ("04-03-2025 08:30"). */
export const phnomPenhText = (at: Date | string) => {
  const { date, time } = phnomPenhDateTime(at);
  const [year, month, day] = date.split('-');
  return `${day}-${month}-${year} ${time}`;
};
