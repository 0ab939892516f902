import { describe, expect, it } from '@jest/globals';
import { parseTypedDay } from './day-text';

describe('a day typed as day-month-year', () => {
  it('reads as the API takes it, whatever separator and with single digits', () => {
    expect(parseTypedDay('04-03-2025')).toBe('2025-03-04');
    expect(parseTypedDay('4/3/2025')).toBe('2025-03-04');
    expect(parseTypedDay(' 29.02.2024 ')).toBe('2024-02-29');
  });

  it('is refused when it names no real day, or is in another order', () => {
    expect(parseTypedDay('31-02-2025')).toBeNull();
    expect(parseTypedDay('29-02-2025')).toBeNull();
    expect(parseTypedDay('2025-03-04')).toBeNull();
    expect(parseTypedDay('13-13-2025')).toBeNull();
    expect(parseTypedDay('')).toBeNull();
  });
});
