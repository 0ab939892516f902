import { phnomPenhInstant, pickupDays, pickupLeadMinutes, type WeeklyHours } from '@portal/shared/contract';

export type PickupPick = { place: string | null; date: string | null; time: string | null };
type Site = { key: string; weeklyHours: WeeklyHours };

/** How many open days ahead checkout offers. */
const daysOffered = 7;

/**
 * What the customer picked, completed: the site (the first, the head office, until they pick), a day it is open and
 * a time it offers that day, all in Phnom Penh time whatever the browser's zone; a pick the site does not offer moves
 * to its first.
 */
export const resolvePickup = (sites: readonly Site[], pick: PickupPick, now: Date) => {
  const site = sites.find((s) => s.key === pick.place) ?? sites[0];
  if (!site) return null;
  const days = pickupDays(site.weeklyHours, now, pickupLeadMinutes, daysOffered);
  const day = days.find((d) => d.date === pick.date) ?? days[0];
  if (!day) return null;
  const time = day.times.includes(pick.time ?? '') ? (pick.time as string) : (day.times[0] as string);
  return {
    place: site.key,
    days: days.map((d) => d.date),
    date: day.date,
    times: day.times,
    time,
    pickupAt: phnomPenhInstant(day.date, time).toISOString(),
  };
};
