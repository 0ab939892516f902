import { describe, expect, it } from '@jest/globals';
import {
  isWithinOpeningHours,
  openingHoursText,
  parseOpeningHoursText,
  pickupDays,
  type WeeklyHours,
  weekdayName,
  weeklyHoursSchema,
} from './opening-hours';

const monToSat: WeeklyHours = [
  null,
  { opens: '07:30', closes: '18:00' },
  { opens: '07:30', closes: '18:00' },
  { opens: '07:30', closes: '18:00' },
  { opens: '07:30', closes: '18:00' },
  { opens: '07:30', closes: '18:00' },
  { opens: '08:00', closes: '12:00' },
];

describe('weekly opening hours', () => {
  it('are seven days, Sunday first, each closed or opening before it closes', () => {
    expect(weeklyHoursSchema.safeParse(monToSat).success).toBe(true);
    expect(weeklyHoursSchema.safeParse(monToSat.slice(1)).success).toBe(false);
    const backwards = [...monToSat];
    backwards[1] = { opens: '18:00', closes: '07:30' };
    expect(weeklyHoursSchema.safeParse(backwards).success).toBe(false);
    const badTime = [...monToSat];
    badTime[2] = { opens: '7:30', closes: '25:00' };
    expect(weeklyHoursSchema.safeParse(badTime).success).toBe(false);
  });

  it('read as runs of days in the reader’s language, closed days named', () => {
    expect(openingHoursText(monToSat, 'en', 'closed')).toBe(
      'Mon–Fri 07:30–18:00 · Sat 08:00–12:00 · Sun closed',
    );
    expect(openingHoursText(monToSat, 'km', 'បិទ')).toBe('ចន្ទ–សុក្រ 07:30–18:00 · សៅរ៍ 08:00–12:00 · អាទិត្យ បិទ');
    const everyDay: WeeklyHours = Array.from({ length: 7 }, () => ({ opens: '08:00', closes: '20:00' }));
    expect(openingHoursText(everyDay, 'en', 'closed')).toBe('Mon–Sun 08:00–20:00');
  });

  it('name the days in Khmer in a browser whose Intl has no Khmer (Chromium’s reduced ICU)', () => {
    const Original = Intl.DateTimeFormat;
    Intl.DateTimeFormat = ((_locale: unknown, options: Intl.DateTimeFormatOptions) =>
      new Original('en', options)) as unknown as typeof Intl.DateTimeFormat;
    try {
      expect([0, 1, 4, 6].map((day) => weekdayName(day, 'km'))).toEqual(['អាទិត្យ', 'ចន្ទ', 'ព្រហ', 'សៅរ៍']);
      expect(weekdayName(4, 'en')).toBe('Thu');
    } finally {
      Intl.DateTimeFormat = Original;
    }
  });

  it('are read back from the short text staff used to type ("Mon-Sat 7:30-18:00")', () => {
    expect(parseOpeningHoursText('Mon-Sat 7:30-18:00')).toEqual([
      null,
      ...Array.from({ length: 6 }, () => ({ opens: '07:30', closes: '18:00' })),
    ]);
    expect(parseOpeningHoursText('Mon-Sun 8:00-20:00')?.every((day) => day?.opens === '08:00')).toBe(true);
    expect(parseOpeningHoursText('by appointment')).toBeNull();
  });

  it('hold an instant when its Phnom Penh time is inside the day’s hours', () => {
    // 2026-11-23 is a Monday.
    expect(isWithinOpeningHours(monToSat, new Date('2026-11-23T07:30:00+07:00'))).toBe(true);
    expect(isWithinOpeningHours(monToSat, new Date('2026-11-23T17:59:00+07:00'))).toBe(true);
    expect(isWithinOpeningHours(monToSat, new Date('2026-11-23T18:00:00+07:00'))).toBe(false);
    expect(isWithinOpeningHours(monToSat, new Date('2026-11-23T07:00:00+07:00'))).toBe(false);
    // 00:30 UTC on Sunday the 22nd is 07:30 Sunday in Phnom Penh: closed.
    expect(isWithinOpeningHours(monToSat, new Date('2026-11-22T00:30:00Z'))).toBe(false);
    // 23:30 UTC on Sunday is 06:30 Monday in Phnom Penh: not yet open.
    expect(isWithinOpeningHours(monToSat, new Date('2026-11-22T23:30:00Z'))).toBe(false);
  });
});

describe('pickup days', () => {
  it('offer half-hour times within the site’s hours, the lead time ahead, in Phnom Penh time', () => {
    // Saturday 21-11-2026 10:40 in Phnom Penh (03:40 UTC): earliest pickup 12:10, after Saturday's 12:00 close.
    const days = pickupDays(monToSat, new Date('2026-11-21T03:40:00Z'), 90, 3);
    expect(days.map((day) => day.date)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25']);
    expect(days[0]?.times[0]).toBe('07:30');
    expect(days[0]?.times.at(-1)).toBe('17:30');
    expect(days[0]?.times).toHaveLength(21);
  });

  it('start today at the first half hour after the lead time', () => {
    // Monday 23-11-2026 09:05 in Phnom Penh: earliest 10:35, so 11:00 first.
    const [today] = pickupDays(monToSat, new Date('2026-11-23T09:05:00+07:00'), 90, 1);
    expect(today?.date).toBe('2026-11-23');
    expect(today?.times[0]).toBe('11:00');
  });

  it('offers no half hour that is a few seconds short of the lead time', () => {
    // Monday 23-11-2026 08:30:30 in Phnom Penh: earliest 10:00:30, so 10:00 is too soon and 10:30 first.
    const [today] = pickupDays(monToSat, new Date('2026-11-23T08:30:30+07:00'), 90, 1);
    expect(today?.times[0]).toBe('10:30');
  });
});
