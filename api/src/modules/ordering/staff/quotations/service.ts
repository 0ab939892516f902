import {
  type AdminQuotation,
  type AdminQuotationAnswerBody,
  type AdminQuotationDeclineBody,
  type AdminQuotationQuery,
  ErrorCode,
  quotationIsOpen,
} from '@portal/shared/contract';
import type { Db, Trx } from '../../../../db/schema';
import type { Clock } from '../../../../platform/clock';
import { AppError } from '../../../../platform/errors';
import { type Language, renderMessage } from '../../../../platform/message-text';
import { auditedWrite, type StaffCaller } from '../../../../platform/staff';
import { notify } from '../../../notifications';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Quote requests for package promotions: sales answer one with a price and a message, or decline it with a reason. */
export const createStaffQuotationService = ({ db, clock }: { db: Db; clock: Clock }) => {
  const quotations = (from: Db | Trx = db) =>
    from
      .selectFrom('quotations')
      .innerJoin('catalogue_products as products', 'products.id', 'quotations.product_id')
      .leftJoin('account_people as staff', 'staff.id', 'quotations.answered_by')
      .select([
        'quotations.id',
        'quotations.status',
        'quotations.created_at',
        'quotations.user_id',
        'quotations.name',
        'quotations.phone',
        'quotations.email',
        'quotations.company',
        'quotations.product_id',
        'products.name as product_name',
        'quotations.quantity',
        'quotations.message',
        'quotations.quoted_price_cents',
        'quotations.answer_message',
        'quotations.decline_reason',
        'quotations.answered_at',
        'staff.first_name as staff_first_name',
        'staff.last_name as staff_last_name',
      ]);
  type Row = Awaited<ReturnType<ReturnType<typeof quotations>['executeTakeFirstOrThrow']>>;
  const toQuotation = (row: Row): AdminQuotation => ({
    id: row.id,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    userId: row.user_id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    company: row.company,
    productId: row.product_id,
    productName: row.product_name,
    quantity: row.quantity,
    message: row.message,
    quotedPriceCents: row.quoted_price_cents,
    answerMessage: row.answer_message,
    declineReason: row.decline_reason,
    answeredAt: row.answered_at ? row.answered_at.toISOString() : null,
    answeredByName: row.staff_first_name
      ? `${row.staff_first_name} ${row.staff_last_name ?? ''}`.trim()
      : null,
  });
  const one = async (id: number, from: Db | Trx = db) => {
    const row = await quotations(from).where('quotations.id', '=', id).executeTakeFirst();
    if (!row) throw new AppError(404, ErrorCode.notFound, 'adminContentQuotationNotFound');
    return toQuotation(row);
  };

  /** Answers or declines an open request, notifies the customer (when they asked signed in) and audits it. */
  const close = (
    staff: StaffCaller,
    id: number,
    outcome:
      | { status: 'answered'; quotedPriceCents: number; message: string }
      | { status: 'declined'; reason: string },
  ) =>
    auditedWrite(db, clock, staff, async (trx) => {
      const locked = await trx
        .selectFrom('quotations')
        .select('status')
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!locked) throw new AppError(404, ErrorCode.notFound, 'adminContentQuotationNotFound');
      if (!quotationIsOpen(locked.status))
        throw new AppError(409, ErrorCode.conflict, 'adminContentQuotationAlreadyClosed');
      const before = await one(id, trx);
      const now = clock.now();
      await trx
        .updateTable('quotations')
        .set({
          status: outcome.status,
          quoted_price_cents: outcome.status === 'answered' ? outcome.quotedPriceCents : null,
          answer_message: outcome.status === 'answered' ? outcome.message : null,
          decline_reason: outcome.status === 'declined' ? outcome.reason : null,
          answered_at: now,
          answered_by: staff.userId,
        })
        .where('id', '=', id)
        .execute();
      const after = await one(id, trx);
      if (after.userId !== null) {
        const body = (language: Language) =>
          outcome.status === 'answered'
            ? renderMessage(
                'adminContentQuotationAnsweredBody',
                {
                  product: after.productName,
                  quantity: after.quantity,
                  price: usd.format(outcome.quotedPriceCents / 100),
                  message: outcome.message,
                },
                language,
              )
            : renderMessage(
                'adminContentQuotationDeclinedBody',
                { product: after.productName, reason: outcome.reason },
                language,
              );
        await notify(trx, {
          userId: after.userId,
          notice: (language) => ({
            title: renderMessage(
              'adminContentQuotationNotificationTitle',
              { product: after.productName },
              language,
            ),
            body: body(language),
          }),
          refId: id,
          at: now,
        });
      }
      return {
        result: after,
        audit: {
          action: outcome.status === 'answered' ? 'quotation.answer' : 'quotation.decline',
          entity: 'quotation',
          entityId: id,
          before: { status: before.status },
          after: {
            status: after.status,
            quotedPriceCents: after.quotedPriceCents,
            answerMessage: after.answerMessage,
            declineReason: after.declineReason,
          },
        },
      };
    });

  return {
    async list(query: AdminQuotationQuery & { limit: number; offset: number }) {
      let rows = quotations();
      if (query.status) rows = rows.where('quotations.status', '=', query.status);
      const [page, total] = await Promise.all([
        rows
          .orderBy('quotations.created_at', 'desc')
          .orderBy('quotations.id', 'desc')
          .limit(query.limit)
          .offset(query.offset)
          .execute(),
        (query.status
          ? db.selectFrom('quotations').where('status', '=', query.status)
          : db.selectFrom('quotations')
        )
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { data: page.map(toQuotation), total: Number(total.n) };
    },

    get: (id: number) => one(id),

    answer: (staff: StaffCaller, id: number, body: AdminQuotationAnswerBody) =>
      close(staff, id, {
        status: 'answered',
        quotedPriceCents: body.quotedPriceCents,
        message: body.message,
      }),

    decline: (staff: StaffCaller, id: number, body: AdminQuotationDeclineBody) =>
      close(staff, id, { status: 'declined', reason: body.reason }),
  };
};

export type StaffQuotationService = ReturnType<typeof createStaffQuotationService>;
