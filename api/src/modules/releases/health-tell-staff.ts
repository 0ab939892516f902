import type { Db } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import type { Config } from '../../platform/config';
import { type Language, renderMessage } from '../../platform/message-text';
import { queueMessage } from '../../platform/messages';
import { staffWhoMayUse } from '../accounts';
import { notify } from '../notifications';
import type { CanaryVerdict, LoadCounts } from './health-decision';

export type EndedCanary = {
  app: keyof Config['releaseHealth']['owners'];
  version: string;
  live: string;
  canary: LoadCounts;
  liveCounts: LoadCounts;
  verdict: CanaryVerdict;
};

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

const wordsOf = (ended: EndedCanary, language: Language) => {
  const params = {
    app: ended.app,
    version: ended.version,
    live: ended.live,
    canaryRate: percent(ended.verdict.canaryRate),
    canaryFailures: ended.canary.failures,
    canaryLoads: ended.canary.loads,
    liveRate: percent(ended.verdict.liveRate),
    liveFailures: ended.liveCounts.failures,
    liveLoads: ended.liveCounts.loads,
  };
  return {
    title: renderMessage('releaseCanaryEndedTitle', params, language),
    body: renderMessage('releaseCanaryEndedBody', params, language),
  };
};

/**
 * Tells staff that release health ended a canary: a back-office notification to everyone who may use the Releases
 * page, and an e-mail (in English) to the app's owners (RELEASE_OWNERS_<APP>), in one transaction.
 */
export const tellStaffOfEndedCanary = (db: Db, config: Config, ended: EndedCanary, at: Date) =>
  inTransaction(db, async (trx) => {
    for (const userId of await staffWhoMayUse(trx, 'releases'))
      await notify(trx, { userId, notice: (language) => wordsOf(ended, language), at });
    const { title, body } = wordsOf(ended, 'en');
    for (const to of config.releaseHealth.owners[ended.app])
      await queueMessage(
        trx,
        { channel: 'email', to, subject: title, text: body, purpose: 'RELEASE_CANARY_ENDED' },
        at,
      );
  });
