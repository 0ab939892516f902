import type { AppReleases, ReleaseChange, ReleaseFacts, ReleaseHealth } from '@portal/shared/contract';

/**
 * Who made a change, to show: a staff member's name, a pipeline as its deploy token's app, anyone else (a command run
 * on the server, release health) as the history wrote it.
 */
export const whoMade = (change: ReleaseChange, t: (key: string, options: { app: string }) => string) =>
  change.who?.kind === 'staff'
    ? change.who.name
    : change.who?.kind === 'deployToken'
      ? t('adminReleaseByDeployToken', { app: change.who.app })
      : change.by;

/** The history entry that put `version` where it is: the newest that made it live, or started its canary. */
export const changeThatMade = (
  history: readonly ReleaseChange[],
  version: string,
  as: 'live' | 'canary',
): ReleaseChange | undefined => {
  const to = history.filter((change) => change.to === version);
  return as === 'canary'
    ? to.find((change) => change.action === 'canary')
    : (to.find((change) => change.action === 'promote') ?? to.find((change) => change.action !== 'canary'));
};

export type KeptRole = 'live' | 'canary' | 'kept';

/** The kept releases, the newest first, each with what it is now. */
export const keptReleases = (app: AppReleases): { facts: ReleaseFacts; role: KeptRole }[] =>
  [...app.releases].reverse().map((facts) => ({
    facts,
    role: facts.version === app.live ? 'live' : facts.version === app.canary?.version ? 'canary' : 'kept',
  }));

/** Every app's changes in one list, the newest first. */
export const allHistory = (apps: readonly AppReleases[]): ReleaseChange[] =>
  apps.flatMap((app) => app.history).sort((a, b) => Date.parse(b.at) - Date.parse(a.at));

/** Per release, its page loads over the window and the share of them that failed (in %), the most loaded first. */
export const healthPerRelease = (health: ReleaseHealth) =>
  health.releases
    .map(({ app, version, hours }) => {
      const loads = hours.reduce((sum, hour) => sum + hour.loads, 0);
      const failures = hours.reduce((sum, hour) => sum + hour.failures, 0);
      return {
        release: `${app} ${version}`,
        label: `${app} ${version.split('-')[1] ?? version}`,
        loads,
        failureRate: loads > 0 ? Math.round((Math.min(failures, loads) / loads) * 1000) / 10 : 0,
      };
    })
    .sort((a, b) => b.loads - a.loads);
