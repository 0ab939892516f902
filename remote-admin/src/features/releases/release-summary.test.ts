import { describe, expect, it } from '@jest/globals';
import type { ReleaseChange } from '@portal/shared/contract';
import { allHistory, changeThatMade, healthPerRelease } from './release-summary';

const change = (at: string, action: string, from: string | null, to: string | null, by = 'Bopha') =>
  ({ at, by, action, app: 'academy', from, to }) as ReleaseChange;

describe('release summary', () => {
  const history = [
    change('2026-11-27T10:00:00.000Z', 'rollback', '1.0.0-b', '1.0.0-a', 'Dara'),
    change('2026-11-27T09:00:00.000Z', 'promote', '1.0.0-a', '1.0.0-b'),
    change('2026-11-27T08:00:00.000Z', 'canary', '1.0.0-a', '1.0.0-b'),
    change('2026-11-26T08:00:00.000Z', 'promote', null, '1.0.0-a', 'Sokha'),
  ];

  it('names the change that made a release live, and the one that started its canary', () => {
    expect(changeThatMade(history, '1.0.0-a', 'live')?.by).toBe('Sokha');
    expect(changeThatMade(history, '1.0.0-b', 'canary')?.at).toBe('2026-11-27T08:00:00.000Z');
    expect(changeThatMade(history, '1.0.0-c', 'live')).toBeUndefined();
  });

  it('takes a rollback as what made a release live when no promotion is kept', () => {
    expect(changeThatMade(history.slice(0, 1), '1.0.0-a', 'live')?.by).toBe('Dara');
  });

  it('puts every app’s changes in one list, the newest first', () => {
    const shop = { ...change('2026-11-27T09:30:00.000Z', 'promote', 'x', 'y'), app: 'shop' };
    const apps = [
      { app: 'academy' as const, live: null, canary: null, releases: [], history },
      { app: 'shop' as const, live: null, canary: null, releases: [], history: [shop] },
    ];
    expect(allHistory(apps).map((entry) => entry.at)).toEqual([
      '2026-11-27T10:00:00.000Z',
      '2026-11-27T09:30:00.000Z',
      '2026-11-27T09:00:00.000Z',
      '2026-11-27T08:00:00.000Z',
      '2026-11-26T08:00:00.000Z',
    ]);
  });

  it('sums a day of hours per release into loads and a failure rate in percent', () => {
    const hour = (loads: number, failures: number) => ({
      hour: '2026-11-27T08:00:00.000Z',
      loads,
      failures,
      failureRate: loads ? failures / loads : 0,
    });
    expect(
      healthPerRelease({
        from: '2026-11-26T10:00:00.000Z',
        to: '2026-11-27T10:00:00.000Z',
        releases: [
          { app: 'academy', version: '1.0.0-b', hours: [hour(10, 1), hour(30, 2)] },
          { app: 'academy', version: '1.0.0-a', hours: [hour(200, 0)] },
        ],
      }),
    ).toEqual([
      { release: 'academy 1.0.0-a', label: 'academy a', loads: 200, failureRate: 0 },
      { release: 'academy 1.0.0-b', label: 'academy b', loads: 40, failureRate: 7.5 },
    ]);
  });
});
