import { describe, expect, it } from '@jest/globals';
import { formatDate, NA } from './format-date';
import { formatUsd } from './format-usd';

describe('formatUsd', () => {
  it('formats integer cents as en-US dollars', () => {
    expect(formatUsd(123450)).toBe('$1,234.50');
    expect(formatUsd(5)).toBe('$0.05');
    expect(formatUsd(0)).toBe('$0.00');
  });

  it('reads exactly as en-US currency formatting does, refunds and millions included', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    for (const cents of [1, 99, 100, 999_99, 1000_00, 12_345_678_90, -5, -1234_50, 12.5, 1_000_000_00]) {
      expect(formatUsd(cents)).toBe(intl.format(Math.round(cents) / 100));
    }
  });
});

describe('formatDate', () => {
  it('shows dates in lists as day-month-year', () => {
    expect(formatDate('2024-03-07')).toBe('07-03-2024');
    expect(formatDate(new Date(2023, 11, 31))).toBe('31-12-2023');
  });

  it('shows the Phnom Penh day of an instant, whatever zone the browser is in', () => {
    // 18:30 UTC on the 23rd is 01:30 on the 24th in Phnom Penh.
    expect(formatDate('2026-11-23T18:30:00.000Z')).toBe('24-11-2026');
    expect(formatDate(new Date('2026-11-23T16:59:00Z'))).toBe('23-11-2026');
    expect(formatDate('2026-11-23')).toBe('23-11-2026');
  });

  it("shows 'N/A' for an absent or unreadable date", () => {
    expect(NA).toBe('N/A');
    expect(formatDate(null)).toBe('N/A');
    expect(formatDate(undefined)).toBe('N/A');
    expect(formatDate('not a date')).toBe('N/A');
  });
});
