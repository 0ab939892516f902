import { describe, expect, it } from '@jest/globals';
import type { WeeklyHours } from '@portal/shared/contract';
import { act, renderHook } from '@testing-library/react';
import { resolvePickup, usePickupChoice } from './pickup-choice';

const open = (opens: string, closes: string) => ({ opens, closes });
const weekdays = (hours: { opens: string; closes: string }): WeeklyHours => [
  null,
  hours,
  hours,
  hours,
  hours,
  hours,
  hours,
];
const sites = [
  { key: 'head-office', weeklyHours: weekdays(open('07:30', '18:00')) },
  { key: 'toul-kork', weeklyHours: Array(7).fill(open('08:00', '20:00')) as WeeklyHours },
];
// Monday 23-11-2026 16:36 in Phnom Penh; a browser set to UTC reads 09:36.
const now = new Date('2026-11-23T09:36:00Z');

describe('the pickup choice at checkout', () => {
  it('starts at the first site, its first day and time, in Phnom Penh time', () => {
    const choice = resolvePickup(sites, { place: null, date: null, time: null }, now);
    expect(choice?.place).toBe('head-office');
    // 16:36 + 1.5 h = 18:06, after the head office closes: the next open day.
    expect(choice?.date).toBe('2026-11-24');
    expect(choice?.time).toBe('07:30');
    expect(choice?.pickupAt).toBe('2026-11-24T00:30:00.000Z');
  });

  it('offers only the chosen site’s open times, and moves a time it does not offer to its first', () => {
    const choice = resolvePickup(sites, { place: 'toul-kork', date: '2026-11-23', time: '07:30' }, now);
    expect(choice?.date).toBe('2026-11-23');
    expect(choice?.times[0]).toBe('18:30');
    expect(choice?.times.at(-1)).toBe('19:30');
    expect(choice?.time).toBe('18:30');
    expect(choice?.pickupAt).toBe('2026-11-23T11:30:00.000Z');
  });

  it('keeps a day and time the site offers', () => {
    const choice = resolvePickup(sites, { place: 'toul-kork', date: '2026-11-25', time: '12:00' }, now);
    expect(choice).toMatchObject({ date: '2026-11-25', time: '12:00', pickupAt: '2026-11-25T05:00:00.000Z' });
  });

  it('is nothing while no site is open', () => {
    expect(resolvePickup([], { place: null, date: null, time: null }, now)).toBeNull();
  });
});

describe('the pickup fields’ state', () => {
  it('moves to the new site’s first day when the customer changes site without having picked a day', () => {
    const { result } = renderHook(() => usePickupChoice(sites, now));
    expect(result.current.choice?.date).toBe('2026-11-24');
    act(() => result.current.pick({ place: 'toul-kork' }));
    expect(result.current.choice).toMatchObject({ place: 'toul-kork', date: '2026-11-23', time: '18:30' });
  });

  it('keeps the day and time the customer picked when the new site offers them', () => {
    const { result } = renderHook(() => usePickupChoice(sites, now));
    act(() => result.current.pick({ place: 'toul-kork' }));
    act(() => result.current.pick({ date: '2026-11-25' }));
    act(() => result.current.pick({ time: '12:00' }));
    act(() => result.current.pick({ place: 'head-office' }));
    expect(result.current.choice).toMatchObject({ place: 'head-office', date: '2026-11-25', time: '12:00' });
  });
});
