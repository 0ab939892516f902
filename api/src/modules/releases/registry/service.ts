import {
  type AppReleases,
  type PromoteReleaseBody,
  type ReleaseApp,
  type ReleaseChange,
  type RollbackReleaseBody,
  releaseApps,
} from '@portal/shared/contract';
import type { Db } from '../../../db/schema';
import type { Clock } from '../../../platform/clock';
import { recordAudit } from '../../../platform/staff';
import { incompatibilityWithLive } from '../live-compatibility';
import type { ReleaseFiles } from '../publishing/release-files';
import type { ReleaseCaller } from '../release-access';
import { staffIdOf, whoOf } from '../release-actor';
import { releaseFacts } from '../release-facts';
import { releaseRefused } from '../release-refused';
import type { LazyRegistryStore } from './registry-store';

const historyShown = 50;

export type StaffNames = (userIds: readonly number[]) => Promise<ReadonlyMap<number, string>>;

/** The store's refusals (`academy … is live already`) are one line a pipeline prints: a clash with the registry. */
const refusedByStore = (error: unknown): never => {
  throw error instanceof Error && !('statusCode' in error) ? releaseRefused(409, error.message) : error;
};

/** What is live, the kept releases and the registry's history per app; promote, canary and rollback through it. */
export const createReleaseRegistry = ({
  db,
  clock,
  files,
  registry,
  staffNames,
}: {
  db: Db;
  clock: Clock;
  files: ReleaseFiles;
  registry: LazyRegistryStore;
  staffNames: StaffNames;
}) => {
  const audited = async (caller: ReleaseCaller, change: ReleaseChange) => {
    await recordAudit(db, clock, caller.auditAs, {
      action: `release.${change.action}`,
      entity: 'release',
      entityId: `${change.app}@${change.to ?? ''}`,
      before: { live: change.from },
      after: { ...change },
    });
    return change;
  };

  const appReleases = async (app: ReleaseApp): Promise<AppReleases> => {
    const store = registry.get();
    const current = (await store.read()).apps[app];
    return {
      app,
      live: current?.live ?? null,
      canary: current?.canary ?? null,
      releases: (await files.list(app)).map(releaseFacts),
      history: await namedHistory(store, app),
    };
  };

  /** The history with who each change's `by` is: a staff member's name, or a deploy token's app. */
  const namedHistory = async (store: ReturnType<LazyRegistryStore['get']>, app: ReleaseApp) => {
    const history = await store.history({ app, limit: historyShown });
    const names = await staffNames(
      history.map((change) => staffIdOf(change.by)).filter((id): id is number => id !== null),
    );
    return history.map((change) => {
      const who = whoOf(change.by, names);
      return who ? { ...change, who } : change;
    });
  };

  return {
    list: (): Promise<AppReleases[]> => Promise.all(releaseApps.map(appReleases)),
    one: appReleases,

    async promote(caller: ReleaseCaller, app: string, body: PromoteReleaseBody) {
      const release = await files.read(app, body.version);
      if (!release) throw releaseRefused(404, `${app} has no release ${body.version}`);
      const store = registry.get();
      const reason = await incompatibilityWithLive(release, { registry: store, files });
      if (reason) throw releaseRefused(409, reason);
      const options = { by: caller.by, ...(body.reason ? { reason: body.reason } : {}) };
      const change = await (body.canary
        ? store.startCanary(app, body.version, body.canary, options)
        : store.promote(app, body.version, options)
      ).catch(refusedByStore);
      return audited(caller, change);
    },

    async rollback(caller: ReleaseCaller, app: string, body: RollbackReleaseBody) {
      const store = registry.get();
      const current = (await store.read()).apps[app];
      // Ending a canary leaves the live release as it is; otherwise the release live before returns, if it still can.
      const earlier = current && !current.canary ? current.stack.at(-2) : undefined;
      const release = earlier ? await files.read(app, earlier) : null;
      const reason = release && (await incompatibilityWithLive(release, { registry: store, files }));
      if (reason) throw releaseRefused(409, reason);
      const options = { by: caller.by, ...(body.reason ? { reason: body.reason } : {}) };
      return audited(caller, await store.rollback(app, options).catch(refusedByStore));
    },
  };
};
