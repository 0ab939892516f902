import type { Db } from '../db/schema';
import { approvePartnerRequest, type PartnerDecisions, rejectPartnerRequest } from '../modules/accounts';
import { notify } from '../modules/notifications';
import type { Clock } from '../platform/clock';
import { renderMessage } from '../platform/message-text';
import { formatUsd } from '../platform/money';
import { auditedWrite } from '../platform/staff';

/**
 * Deciding a business-partner request, in one transaction with its audit row: accounts approve it (the customer
 * joins the partner group with the credit line) or reject it, and the customer is told (notifications).
 */
export const createPartnerDecisions = ({ db, clock }: { db: Db; clock: Clock }): PartnerDecisions => ({
  approve: (staff, id, body) =>
    auditedWrite(db, clock, staff, async (trx) => {
      const now = clock.now();
      const { userId, audit } = await approvePartnerRequest(trx, staff, id, body, now);
      await notify(trx, {
        userId,
        notice: (language) => ({
          title: renderMessage('notificationPartnerApprovedTitle', {}, language),
          body: renderMessage(
            'notificationPartnerApprovedBody',
            { creditLine: formatUsd(body.creditLineCents) },
            language,
          ),
        }),
        refId: id,
        at: now,
      });
      return { result: undefined, audit };
    }),

  reject: (staff, id, reason) =>
    auditedWrite(db, clock, staff, async (trx) => {
      const now = clock.now();
      const { userId, audit } = await rejectPartnerRequest(trx, staff, id, reason, now);
      await notify(trx, {
        userId,
        notice: (language) => ({
          title: renderMessage('notificationPartnerRejectedTitle', {}, language),
          body: reason,
        }),
        refId: id,
        at: now,
      });
      return { result: undefined, audit };
    }),
});
