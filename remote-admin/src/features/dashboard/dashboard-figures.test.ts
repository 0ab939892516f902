import { describe, expect, it } from '@jest/globals';
import { changeOf, dayLabel, periodQuery } from './dashboard-figures';

describe('dashboard figures', () => {
  it('names the change against the period before in whole percent, and a start from nothing as new', () => {
    expect(changeOf(125, 100)).toEqual({ key: 'adminDashboardChangeUp', percent: 25 });
    expect(changeOf(2, 3)).toEqual({ key: 'adminDashboardChangeDown', percent: 33 });
    expect(changeOf(0, 0)).toEqual({ key: 'adminDashboardChangeSame', percent: 0 });
    expect(changeOf(4, 0)).toEqual({ key: 'adminDashboardChangeNew', percent: 0 });
  });

  it('asks for a custom range only when both days are there, in order and at most a year apart', () => {
    expect(periodQuery({ period: '7d', from: '', to: '' })).toEqual({ period: '7d' });
    expect(periodQuery({ period: 'custom', from: '2026-06-01', to: '' })).toBeNull();
    expect(periodQuery({ period: 'custom', from: '2026-06-02', to: '2026-06-01' })).toBeNull();
    expect(periodQuery({ period: 'custom', from: '2025-01-01', to: '2026-01-02' })).toBeNull();
    expect(periodQuery({ period: 'custom', from: '2025-01-01', to: '2026-01-01' })).toEqual({
      period: 'custom',
      from: '2025-01-01',
      to: '2026-01-01',
    });
  });

  it('labels a chart day day-month', () => {
    expect(dayLabel('2026-06-07')).toBe('07-06');
  });
});
