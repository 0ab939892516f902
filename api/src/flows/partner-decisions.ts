import type { Db, Trx } from '../db/schema';
import { approvePartnerRequest, type PartnerDecisions, rejectPartnerRequest } from '../modules/accounts';
import { type Notice, notify } from '../modules/notifications';
import type { Clock } from '../platform/clock';
import { type Language, renderMessage } from '../platform/message-text';
import { formatUsd } from '../platform/money';
import { type AuditChange, auditedWrite, type StaffCaller } from '../platform/staff';

/**
 * Deciding a business-partner request, in one transaction with its audit row: accounts approve it (the customer
 * joins the partner group with the credit line) or reject it, and the customer is told (notifications).
 */
export const createPartnerDecisions = ({ db, clock }: { db: Db; clock: Clock }): PartnerDecisions => {
  const decide = (
    staff: StaffCaller,
    id: number,
    step: (trx: Trx, now: Date) => Promise<{ userId: number; audit: AuditChange }>,
    notice: (language: Language) => Notice,
  ) =>
    auditedWrite(db, clock, staff, async (trx) => {
      const now = clock.now();
      const { userId, audit } = await step(trx, now);
      await notify(trx, { userId, notice, refId: id, at: now });
      return { result: undefined, audit };
    });

  return {
    approve: (staff, id, body) =>
      decide(
        staff,
        id,
        (trx, now) => approvePartnerRequest(trx, staff, id, body, now),
        (language) => ({
          title: renderMessage('notificationPartnerApprovedTitle', {}, language),
          body: renderMessage(
            'notificationPartnerApprovedBody',
            { creditLine: formatUsd(body.creditLineCents) },
            language,
          ),
        }),
      ),
    reject: (staff, id, reason) =>
      decide(
        staff,
        id,
        (trx, now) => rejectPartnerRequest(trx, staff, id, reason, now),
        (language) => ({
          title: renderMessage('notificationPartnerRejectedTitle', {}, language),
          body: reason,
        }),
      ),
  };
};
