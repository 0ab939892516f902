import { describe, expect, it } from '@jest/globals';
import { buildKhqr, crc16, parseTlv } from './khqr';

const merchant = { bakongAccountId: 'coffee_portal@aclb', name: 'Coffee Portal', city: 'Phnom Penh' };

describe('KHQR', () => {
  it('computes CRC-16/CCITT-FALSE', () => {
    expect(crc16('123456789')).toBe('29B1');
  });

  it('carries the order total in US dollars, the merchant, the bill number and a valid checksum', () => {
    const payload = buildKhqr({
      merchant,
      amountCents: 1_250,
      billNumber: 'ORD-42',
      createdAt: new Date(1_700_000_000_000),
    });
    const tags = parseTlv(payload);
    expect(tags['00']).toBe('01');
    expect(tags['01']).toBe('12');
    expect(parseTlv(tags['29'] ?? '')).toEqual({ '00': 'coffee_portal@aclb' });
    expect(tags['53']).toBe('840');
    expect(tags['54']).toBe('12.50');
    expect(tags['58']).toBe('KH');
    expect(tags['59']).toBe('Coffee Portal');
    expect(tags['60']).toBe('Phnom Penh');
    expect(parseTlv(tags['62'] ?? '')).toEqual({ '01': 'ORD-42' });
    expect(parseTlv(tags['99'] ?? '')['00']).toBe('1700000000000');
    expect(payload.slice(-8, -4)).toBe('6304');
    expect(tags['63']).toBe(crc16(payload.slice(0, -4)));
  });

  it('uses tag 30 for a merchant account', () => {
    const payload = buildKhqr({
      merchant: { ...merchant, merchantId: 'M123', acquiringBank: 'ACLEDA' },
      amountCents: 5,
      billNumber: 'B',
      createdAt: new Date(0),
    });
    const tags = parseTlv(payload);
    expect(tags['29']).toBeUndefined();
    expect(parseTlv(tags['30'] ?? '')).toEqual({ '00': 'coffee_portal@aclb', '01': 'M123', '02': 'ACLEDA' });
    expect(tags['54']).toBe('0.05');
  });
});
