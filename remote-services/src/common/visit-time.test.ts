import { describe, expect, it } from '@jest/globals';
import { isWithinTechnicianHours, technicianTimeSlots, visitInstant } from '@portal/shared/contract';
import { formatVisit, openSlots, serviceToday } from './visit-time';

describe('technician hours', () => {
  it('offers half-hour slots from 7:00 up to 21:30, all inside 7:00-22:00', () => {
    expect(technicianTimeSlots[0]).toBe('07:00');
    expect(technicianTimeSlots.at(-1)).toBe('21:30');
    expect(technicianTimeSlots.every(isWithinTechnicianHours)).toBe(true);
    expect(['06:59', '22:00', '23:00', '7:00', ''].some(isWithinTechnicianHours)).toBe(false);
  });

  it('reads the day in Phnom Penh time and offers only the coming slots today', () => {
    // 23:30 UTC on 3 March is 06:30 on 4 March in Phnom Penh.
    const now = new Date('2025-03-03T23:30:00Z');
    expect(serviceToday(now)).toBe('2025-03-04');
    expect(openSlots('2025-03-04', now)).toEqual(technicianTimeSlots);
    const midday = new Date('2025-03-04T05:10:00Z'); // 12:10 in Phnom Penh
    expect(openSlots('2025-03-04', midday)[0]).toBe('12:30');
    expect(openSlots('2025-03-03', midday)).toEqual([]);
    expect(openSlots('2025-03-05', midday)).toHaveLength(30);
    expect(openSlots('2025-03-04', new Date('2025-03-04T15:00:00Z'))).toEqual([]);
  });

  it('shows a visit as day-month-year and Phnom Penh time', () => {
    expect(visitInstant('2025-03-04', '08:30').toISOString()).toBe('2025-03-04T01:30:00.000Z');
    expect(formatVisit('2025-03-04T01:30:00.000Z')).toBe('04-03-2025 08:30');
    expect(formatVisit(null)).toBeNull();
  });
});
