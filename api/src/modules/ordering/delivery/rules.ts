import { pickupLeadMinutes } from '@portal/shared/contract';

/** Delivery rules of spec section 9, as plain functions of coordinates, money in cents and the clock's time. */

export type Point = { latitude: number; longitude: number };

/** Where deliveries start. */
export const headOffice: Point = {
  latitude: 11.5564,
  longitude: 104.9282,
};

export const phnomPenhProvinceId = 12;
export const freeDeliveryKm = 20;
export const conditionalFreeKm = 40;
export const conditionalFreeFromCents = 9_000;
export const nearDeliveryFeeCents = 300;

/** The delivery partner's rates beyond 40 km: up to `upToKm` (inclusive) costs `feeCents`. */
export const partnerRates: readonly { upToKm: number; feeCents: number }[] = [
  { upToKm: 100, feeCents: 500 },
  { upToKm: 200, feeCents: 800 },
  { upToKm: 350, feeCents: 1_200 },
  { upToKm: Number.POSITIVE_INFINITY, feeCents: 1_500 },
];

/** Great-circle distance in kilometres. */
export const distanceKm = (a: Point, b: Point) => {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
};

/** Whole kilometres as the fee table counts them: 20.2 km is "21 km". */
export const billedKm = (km: number) => Math.ceil(Math.max(0, km - 1e-9));

export type DeliveryFee = {
  km: number;
  feeCents: number;
  rule: 'free' | 'freeFromMinimum' | 'near' | 'partner';
};

export const deliveryFee = (km: number, subtotalCents: number): DeliveryFee => {
  const billed = billedKm(km);
  if (billed <= freeDeliveryKm) return { km: billed, feeCents: 0, rule: 'free' };
  if (billed <= conditionalFreeKm) {
    return subtotalCents >= conditionalFreeFromCents
      ? { km: billed, feeCents: 0, rule: 'freeFromMinimum' }
      : { km: billed, feeCents: nearDeliveryFeeCents, rule: 'near' };
  }
  const rate = partnerRates.find((r) => billed <= r.upToKm) ?? partnerRates[partnerRates.length - 1];
  return { km: billed, feeCents: rate?.feeCents ?? 0, rule: 'partner' };
};

/** Cambodia keeps UTC+7 all year. */
const cambodiaOffsetMs = 7 * 60 * 60 * 1000;
const dayMs = 24 * 60 * 60 * 1000;

/** Local (Phnom Penh) calendar date, weekday (0 Sunday) and hour of an instant. */
const local = (at: Date) => {
  const shifted = new Date(at.getTime() + cambodiaOffsetMs);
  return {
    date: shifted.toISOString().slice(0, 10),
    weekday: shifted.getUTCDay(),
    hour: shifted.getUTCHours(),
  };
};
const addDays = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
const weekdayOf = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).getUTCDay();

export type DeliverySlot = 'morning' | 'afternoon';
export type ExpectedDelivery =
  | { kind: 'slot'; date: string; slot: DeliverySlot }
  | { kind: 'day'; date: string }
  | { kind: 'range'; from: string; to: string };

/** Monday to Friday have a morning and an afternoon round; Saturday is a half day (morning); Sunday none. */
const hasSlot = (isoDate: string, slot: DeliverySlot) => {
  const weekday = weekdayOf(isoDate);
  if (weekday === 0) return false;
  if (weekday === 6) return slot === 'morning';
  return true;
};

/** Phnom Penh: a morning order arrives the same afternoon, an afternoon order the next morning. */
export const phnomPenhDelivery = (orderedAt: Date): ExpectedDelivery => {
  const { date, hour } = local(orderedAt);
  let slotDate = hour < 12 ? date : addDays(date, 1);
  let slot: DeliverySlot = hour < 12 ? 'afternoon' : 'morning';
  while (!hasSlot(slotDate, slot)) {
    if (slot === 'afternoon') {
      slot = 'morning';
      slotDate = addDays(slotDate, 1);
    } else {
      slot = 'afternoon';
      if (!hasSlot(slotDate, slot)) {
        slot = 'morning';
        slotDate = addDays(slotDate, 1);
      }
    }
  }
  return { kind: 'slot', date: slotDate, slot };
};

/** Working days are Monday to Saturday. */
export const addWorkingDays = (isoDate: string, days: number) => {
  let date = isoDate;
  let left = days;
  while (left > 0) {
    date = addDays(date, 1);
    if (weekdayOf(date) !== 0) left -= 1;
  }
  return date;
};

/** Outside Phnom Penh: 3 working days by express agent. */
export const provinceDelivery = (orderedAt: Date): ExpectedDelivery => ({
  kind: 'day',
  date: addWorkingDays(local(orderedAt).date, 3),
});

export const expectedDelivery = (provinceId: number, orderedAt: Date) =>
  provinceId === phnomPenhProvinceId ? phnomPenhDelivery(orderedAt) : provinceDelivery(orderedAt);

/** Special blends are roasted to order: 7 to 10 working days. */
export const specialBlendDelivery = (orderedAt: Date): ExpectedDelivery => {
  const today = local(orderedAt).date;
  return { kind: 'range', from: addWorkingDays(today, 7), to: addWorkingDays(today, 10) };
};

/** A pickup must be ordered 1.5 hours ahead (the contract's `pickupLeadMinutes`). */
export const earliestPickup = (now: Date) => new Date(now.getTime() + pickupLeadMinutes * 60 * 1000);
export const isPickupTimeAllowed = (now: Date, pickupAt: Date) =>
  pickupAt.getTime() >= earliestPickup(now).getTime();
