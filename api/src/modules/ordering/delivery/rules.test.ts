import { describe, expect, it } from '@jest/globals';
import {
  addWorkingDays,
  deliveryFee,
  distanceKm,
  expectedDelivery,
  headOffice,
  isPickupTimeAllowed,
  phnomPenhProvinceId,
  specialBlendDelivery,
} from './rules';

/** Phnom Penh local time (UTC+7) as an instant. */
const pp = (local: string) => new Date(`${local}+07:00`);

describe('delivery fee', () => {
  it('is free up to 20 km', () => {
    expect(deliveryFee(0, 100)).toMatchObject({ feeCents: 0, rule: 'free' });
    expect(deliveryFee(20, 100)).toMatchObject({ feeCents: 0, rule: 'free' });
  });
  it('is free from 21 to 40 km when the order is at least $90, otherwise a fee', () => {
    expect(deliveryFee(20.3, 8_999)).toMatchObject({ km: 21, feeCents: 300, rule: 'near' });
    expect(deliveryFee(40, 9_000)).toMatchObject({ km: 40, feeCents: 0, rule: 'freeFromMinimum' });
    expect(deliveryFee(35, 8_999).feeCents).toBe(300);
  });
  it('follows the partner table from 41 km, whatever the order total', () => {
    expect(deliveryFee(41, 1_000_000)).toMatchObject({ km: 41, feeCents: 500, rule: 'partner' });
    expect(deliveryFee(150, 100).feeCents).toBe(800);
    expect(deliveryFee(300, 100).feeCents).toBe(1_200);
    expect(deliveryFee(600, 100).feeCents).toBe(1_500);
  });
});

describe('distance', () => {
  it('measures Phnom Penh to Siem Reap as roughly 230 km in a straight line', () => {
    const km = distanceKm(headOffice, { latitude: 13.3633, longitude: 103.8564 });
    expect(km).toBeGreaterThan(220);
    expect(km).toBeLessThan(240);
  });
  it('is zero from a place to itself', () => {
    expect(distanceKm(headOffice, headOffice)).toBe(0);
  });
});

describe('expected delivery', () => {
  it('brings a Phnom Penh morning order the same afternoon', () => {
    expect(expectedDelivery(phnomPenhProvinceId, pp('2026-11-18T09:30:00'))).toEqual({
      kind: 'slot',
      date: '2026-11-18',
      slot: 'afternoon',
    });
  });
  it('brings a Phnom Penh afternoon order the next morning', () => {
    expect(expectedDelivery(phnomPenhProvinceId, pp('2026-11-18T14:00:00'))).toEqual({
      kind: 'slot',
      date: '2026-11-19',
      slot: 'morning',
    });
  });
  it('works Saturday mornings only: Saturday orders and Sunday orders arrive Monday morning', () => {
    // 2026-11-21 is a Saturday.
    expect(expectedDelivery(phnomPenhProvinceId, pp('2026-11-21T09:00:00'))).toMatchObject({
      date: '2026-11-23',
      slot: 'morning',
    });
    expect(expectedDelivery(phnomPenhProvinceId, pp('2026-11-21T15:00:00'))).toMatchObject({
      date: '2026-11-23',
      slot: 'morning',
    });
    expect(expectedDelivery(phnomPenhProvinceId, pp('2026-11-22T10:00:00'))).toMatchObject({
      date: '2026-11-23',
      slot: 'morning',
    });
  });
  it('brings a Friday afternoon order on Saturday morning', () => {
    expect(expectedDelivery(phnomPenhProvinceId, pp('2026-11-20T13:00:00'))).toMatchObject({
      date: '2026-11-21',
      slot: 'morning',
    });
  });
  it('takes 3 working days outside Phnom Penh, skipping Sunday', () => {
    expect(expectedDelivery(17, pp('2026-11-19T10:00:00'))).toEqual({ kind: 'day', date: '2026-11-23' });
    expect(addWorkingDays('2026-11-16', 3)).toBe('2026-11-19');
  });
  it('uses the Cambodian date, not the UTC one, near midnight', () => {
    // 23:30 UTC on the 17th is 06:30 on the 18th in Phnom Penh.
    expect(expectedDelivery(phnomPenhProvinceId, new Date('2026-11-17T23:30:00Z'))).toMatchObject({
      date: '2026-11-18',
      slot: 'afternoon',
    });
  });
  it('gives a special blend 7 to 10 working days', () => {
    expect(specialBlendDelivery(pp('2026-11-16T10:00:00'))).toEqual({
      kind: 'range',
      from: '2026-11-24',
      to: '2026-11-27',
    });
  });
});

describe('pickup', () => {
  it('needs the order 1.5 hours before the pickup', () => {
    const now = pp('2026-11-18T09:00:00');
    expect(isPickupTimeAllowed(now, pp('2026-11-18T10:30:00'))).toBe(true);
    expect(isPickupTimeAllowed(now, pp('2026-11-18T10:29:00'))).toBe(false);
  });
});
