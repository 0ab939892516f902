import { type BpApproveBody, ErrorCode } from '@portal/shared/contract';
import type { Trx } from '../../../../db/schema';
import { AppError } from '../../../../platform/errors';
import type { StaffCaller } from '../../../../platform/staff';

/** Deciding a business-partner request, a flow across domains (`flows/partner-decisions.ts`); the routes get it. */
export type PartnerDecisions = {
  approve: (staff: StaffCaller, id: number, body: BpApproveBody) => Promise<void>;
  reject: (staff: StaffCaller, id: number, reason: string) => Promise<void>;
};

export const partnerRequestNotFound = () => new AppError(404, ErrorCode.notFound, 'adminBpRequestNotFound');

/** Locks a request still under review, inside the deciding transaction; a decided one is a conflict. */
const pendingForDecision = async (trx: Trx, id: number) => {
  const row = await trx
    .selectFrom('business_partner_requests')
    .select(['id', 'user_id', 'status'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw partnerRequestNotFound();
  if (row.status !== 'Pending') throw new AppError(409, ErrorCode.conflict, 'adminBpRequestAlreadyDecided');
  return row;
};

/**
 * Approves a request under review, inside the caller's transaction: the customer joins the chosen business-partner
 * group with the credit line. Answers who asked and the change for the audit log.
 */
export const approvePartnerRequest = async (
  trx: Trx,
  staff: StaffCaller,
  id: number,
  body: BpApproveBody,
  now: Date,
) => {
  const group = await trx
    .selectFrom('customer_groups')
    .select(['id', 'is_business_partner'])
    .where('id', '=', body.customerGroupId)
    .executeTakeFirst();
  if (!group?.is_business_partner)
    throw new AppError(400, ErrorCode.validation, 'adminCustomerGroupIsRequired');
  const request = await pendingForDecision(trx, id);
  const before = await trx
    .selectFrom('users')
    .select(['customer_group_id', 'credit_line_cents'])
    .where('id', '=', request.user_id)
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('business_partner_requests')
    .set({ status: 'Approved', decided_at: now, decided_by: staff.userId })
    .where('id', '=', id)
    .execute();
  await trx
    .updateTable('users')
    .set({
      customer_group_id: body.customerGroupId,
      credit_line_cents: body.creditLineCents,
      updated_at: now,
    })
    .where('id', '=', request.user_id)
    .execute();
  return {
    userId: request.user_id,
    audit: {
      action: 'businessPartner.approve',
      entity: 'businessPartnerRequest',
      entityId: id,
      before: {
        status: 'Pending',
        customerGroupId: before.customer_group_id,
        creditLineCents: before.credit_line_cents,
      },
      after: {
        status: 'Approved',
        customerGroupId: body.customerGroupId,
        creditLineCents: body.creditLineCents,
      },
    },
  };
};

/** Refuses a request under review with the reason, inside the caller's transaction. */
export const rejectPartnerRequest = async (
  trx: Trx,
  staff: StaffCaller,
  id: number,
  reason: string,
  now: Date,
) => {
  const request = await pendingForDecision(trx, id);
  await trx
    .updateTable('business_partner_requests')
    .set({ status: 'Rejected', decided_at: now, decided_by: staff.userId, reject_reason: reason })
    .where('id', '=', id)
    .execute();
  return {
    userId: request.user_id,
    audit: {
      action: 'businessPartner.reject',
      entity: 'businessPartnerRequest',
      entityId: id,
      before: { status: 'Pending' },
      after: { status: 'Rejected', reason },
    },
  };
};
