import { phnomPenhInstant, pickupDays, pickupLeadMinutes, type WeeklyHours } from '@portal/shared/contract';
import { useCallback, useState } from 'react';

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

/**
 * The pickup fields' state: it keeps only what the customer picked, so a site they switch to starts at its own first
 * day and time rather than the day the previous site happened to start at.
 */
export const usePickupChoice = (sites: readonly Site[], now = new Date()) => {
  const [picked, setPicked] = useState<PickupPick>({ place: null, date: null, time: null });
  const pick = useCallback(
    (change: Partial<PickupPick>) => setPicked((current) => ({ ...current, ...change })),
    [],
  );
  return { choice: resolvePickup(sites, picked, now), pick };
};
