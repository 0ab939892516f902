import { z } from 'zod';
import { phnomPenhDateTime } from './phnom-penh-time';

export { phnomPenhDateTime, phnomPenhInstant, phnomPenhText } from './phnom-penh-time';

const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

const time = z.string({ error: 'showroomHoursInvalid' }).regex(timePattern, 'showroomHoursInvalid');
export const dayHoursSchema = z
  .object({ opens: time, closes: time }, { error: 'showroomHoursInvalid' })
  .refine((day) => day.opens < day.closes, 'showroomHoursInvalid')
  .nullable();
/** Seven days, Sunday first (as `Date#getUTCDay` counts them); null is closed. */
export const weeklyHoursSchema = z
  .array(dayHoursSchema, { error: 'adminContentShowroomHoursAreRequired' })
  .length(7, 'showroomHoursInvalid');
export type DayHours = z.infer<typeof dayHoursSchema>;
export type WeeklyHours = z.infer<typeof weeklyHoursSchema>;

/** A pickup is ordered at least 1.5 hours ahead (spec section 9). */
export const pickupLeadMinutes = 90;
const pickupStepMinutes = 30;

export const isWithinOpeningHours = (hours: WeeklyHours, at: Date) => {
  const { weekday, time } = phnomPenhDateTime(at);
  const day = hours[weekday];
  return !!day && time >= day.opens && time < day.closes;
};

// CLDR's short weekday names, written out: a browser's Intl may have no Khmer (Chromium's reduced ICU has none).
const weekdayNames: Record<'en' | 'km', readonly string[]> = {
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  km: ['អាទិត្យ', 'ចន្ទ', 'អង្គារ', 'ពុធ', 'ព្រហ', 'សុក្រ', 'សៅរ៍'],
};

/** A weekday's short name (0 Sunday) in the reader's language. */
export const weekdayName = (weekday: number, language: string) =>
  weekdayNames[language === 'km' ? 'km' : 'en'][weekday] ?? '';

const sameHours = (a: DayHours, b: DayHours) => a?.opens === b?.opens && a?.closes === b?.closes;

/** "Mon–Fri 07:30–18:00 · Sat 08:00–12:00 · Sun closed": runs of days from Monday, in the reader's language. */
export const openingHoursText = (hours: WeeklyHours, language: string, closed: string) => {
  const mondayFirst = [1, 2, 3, 4, 5, 6, 0];
  const runs: { from: number; to: number; day: DayHours }[] = [];
  for (const weekday of mondayFirst) {
    const day = hours[weekday] ?? null;
    const last = runs.at(-1);
    if (last && sameHours(last.day, day)) last.to = weekday;
    else runs.push({ from: weekday, to: weekday, day });
  }
  return runs
    .map(({ from, to, day }) => {
      const days =
        from === to
          ? weekdayName(from, language)
          : `${weekdayName(from, language)}–${weekdayName(to, language)}`;
      return `${days} ${day ? `${day.opens}–${day.closes}` : closed}`;
    })
    .join(' · ');
};

const englishWeekdays = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const paddedTime = (text: string) => text.padStart(5, '0');

/** Hours from the short text staff used to type ("Mon-Sat 7:30-18:00"); null when it does not read so. */
export const parseOpeningHoursText = (text: string): WeeklyHours | null => {
  const match = /^(\w{3})\s*[-–]\s*(\w{3})\s+(\d{1,2}:\d{2})\s*[-–]\s*(\d{1,2}:\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [, fromDay = '', toDay = '', opens = '', closes = ''] = match;
  const from = englishWeekdays.indexOf(fromDay.toLowerCase());
  const to = englishWeekdays.indexOf(toDay.toLowerCase());
  if (from < 0 || to < 0) return null;
  const open = new Set<number>();
  for (let weekday = from; ; weekday = (weekday + 1) % 7) {
    open.add(weekday);
    if (weekday === to) break;
  }
  const hours = Array.from({ length: 7 }, (_, weekday) =>
    open.has(weekday) ? { opens: paddedTime(opens), closes: paddedTime(closes) } : null,
  );
  const parsed = weeklyHoursSchema.safeParse(hours);
  return parsed.success ? parsed.data : null;
};

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The next `count` days a site is open with the half-hour pickup times each offers: from opening to half an hour
 * before closing, none sooner than the lead time from `now`. Days and times are Phnom Penh's.
 */
export const pickupDays = (hours: WeeklyHours, now: Date, leadMinutes: number, count: number) => {
  // Up to the next whole minute: the times compared are whole minutes, and a pickup must not fall short of the lead.
  const earliest = phnomPenhDateTime(
    new Date(Math.ceil((now.getTime() + leadMinutes * 60_000) / 60_000) * 60_000),
  );
  const days: { date: string; times: string[] }[] = [];
  for (let offset = 0; days.length < count && offset < 14 + count; offset++) {
    const { date, weekday } = phnomPenhDateTime(
      new Date(Date.parse(`${earliest.date}T12:00:00Z`) + offset * 86_400_000),
    );
    const day = hours[weekday];
    if (!day) continue;
    const times: string[] = [];
    for (
      let at = minutesOf(day.opens);
      at + pickupStepMinutes <= minutesOf(day.closes);
      at += pickupStepMinutes
    ) {
      if (offset > 0 || at >= minutesOf(earliest.time)) times.push(timeOf(at));
    }
    if (times.length) days.push({ date, times });
  }
  return days;
};
