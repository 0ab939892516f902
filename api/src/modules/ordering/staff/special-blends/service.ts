import {
  type AdminSpecialBlend,
  type AdminSpecialBlendAcceptBody,
  type AdminSpecialBlendQuery,
  type AdminSpecialBlendRejectBody,
  ErrorCode,
  phnomPenhDayOf,
  specialBlendIsOpen,
} from '@portal/shared/contract';
import type { Db, Trx } from '../../../../db/schema';
import type { Clock } from '../../../../platform/clock';
import { AppError } from '../../../../platform/errors';
import { type Language, renderMessage } from '../../../../platform/message-text';
import { auditedWrite, type StaffCaller } from '../../../../platform/staff';
import { notify } from '../../../notifications';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const dayText = (day: string, language: Language) =>
  new Intl.DateTimeFormat(language === 'km' ? 'km-KH' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

const notFound = () => new AppError(404, ErrorCode.notFound, 'adminSpecialBlendNotFound');

/**
 * Partners' special-blend requests: sales accept one with the price per kilogram and the delivery day, or reject
 * it with a reason; the partner is notified and sees the decision in their list.
 */
export const createStaffSpecialBlendService = ({ db, clock }: { db: Db; clock: Clock }) => {
  const requests = (from: Db | Trx = db) =>
    from
      .selectFrom('special_blend_requests as b')
      .innerJoin('account_people as u', 'u.id', 'b.user_id')
      .leftJoin('account_people as staff', 'staff.id', 'b.decided_by')
      .selectAll('b')
      .select([
        'u.first_name',
        'u.last_name',
        'u.phone',
        'u.email',
        'staff.first_name as staff_first_name',
        'staff.last_name as staff_last_name',
      ])
      .select((eb) =>
        eb
          .selectFrom('account_partner_requests as bp')
          .select('bp.store_name')
          .whereRef('bp.user_id', '=', 'b.user_id')
          .orderBy('bp.id', 'desc')
          .limit(1)
          .as('store_name'),
      );
  type Row = Awaited<ReturnType<ReturnType<typeof requests>['executeTakeFirstOrThrow']>>;
  const toAdmin = (row: Row): AdminSpecialBlend => ({
    id: row.id,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    userId: row.user_id,
    customerName: `${row.first_name} ${row.last_name ?? ''}`.trim(),
    phone: row.phone,
    email: row.email,
    storeName: row.store_name ?? null,
    blendName: row.blend_name,
    roast: row.roast,
    grind: row.grind,
    arabicaPercent: row.arabica_percent,
    quantityKg: row.quantity_kg,
    requestedPricePerKgCents: row.price_per_kg_cents,
    requestedTotalCents: row.total_cents,
    remark: row.remark,
    expectedFrom: row.expected_from,
    expectedTo: row.expected_to,
    agreedPricePerKgCents: row.agreed_price_per_kg_cents,
    agreedTotalCents: row.agreed_total_cents,
    deliveryDate: row.delivery_date,
    staffMessage: row.staff_message,
    rejectReason: row.reject_reason,
    decidedAt: row.decided_at ? row.decided_at.toISOString() : null,
    decidedByName: row.staff_first_name
      ? `${row.staff_first_name} ${row.staff_last_name ?? ''}`.trim()
      : null,
  });
  const one = async (id: number, from: Db | Trx = db) => {
    const row = await requests(from).where('b.id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    return toAdmin(row);
  };

  /** Accepts or rejects a pending request, notifies the partner and audits it. */
  const decide = (
    staff: StaffCaller,
    id: number,
    outcome:
      | { status: 'accepted'; pricePerKgCents: number; deliveryDate: string; message: string | null }
      | { status: 'rejected'; reason: string },
  ) =>
    auditedWrite(db, clock, staff, async (trx) => {
      const locked = await trx
        .selectFrom('special_blend_requests')
        .select(['status', 'quantity_kg'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!locked) throw notFound();
      if (!specialBlendIsOpen(locked.status))
        throw new AppError(409, ErrorCode.conflict, 'adminSpecialBlendAlreadyDecided');
      const now = clock.now();
      if (outcome.status === 'accepted' && outcome.deliveryDate < phnomPenhDayOf(now))
        throw new AppError(400, ErrorCode.validation, 'adminSpecialBlendDeliveryDateInPast');
      const before = await one(id, trx);
      await trx
        .updateTable('special_blend_requests')
        .set(
          outcome.status === 'accepted'
            ? {
                status: 'accepted',
                agreed_price_per_kg_cents: outcome.pricePerKgCents,
                agreed_total_cents: outcome.pricePerKgCents * locked.quantity_kg,
                delivery_date: outcome.deliveryDate,
                staff_message: outcome.message,
                decided_at: now,
                decided_by: staff.userId,
              }
            : {
                status: 'rejected',
                reject_reason: outcome.reason,
                decided_at: now,
                decided_by: staff.userId,
              },
        )
        .where('id', '=', id)
        .execute();
      const after = await one(id, trx);
      const body = (language: Language) =>
        outcome.status === 'accepted'
          ? renderMessage(
              'adminSpecialBlendAcceptedBody',
              {
                blend: after.blendName,
                quantity: after.quantityKg,
                price: usd.format(outcome.pricePerKgCents / 100),
                total: usd.format((after.agreedTotalCents ?? 0) / 100),
                date: dayText(outcome.deliveryDate, language),
                message: outcome.message ?? '',
              },
              language,
            ).trim()
          : renderMessage(
              'adminSpecialBlendRejectedBody',
              { blend: after.blendName, reason: outcome.reason },
              language,
            );
      await notify(trx, {
        userId: after.userId,
        notice: (language) => ({
          title: renderMessage('adminSpecialBlendNotificationTitle', { blend: after.blendName }, language),
          body: body(language),
        }),
        refId: id,
        at: now,
      });
      return {
        result: after,
        audit: {
          action: outcome.status === 'accepted' ? 'specialBlend.accept' : 'specialBlend.reject',
          entity: 'specialBlend',
          entityId: id,
          before: { status: before.status },
          after: {
            status: after.status,
            agreedPricePerKgCents: after.agreedPricePerKgCents,
            agreedTotalCents: after.agreedTotalCents,
            deliveryDate: after.deliveryDate,
            staffMessage: after.staffMessage,
            rejectReason: after.rejectReason,
          },
        },
      };
    });

  return {
    async list(query: AdminSpecialBlendQuery & { limit: number; offset: number }) {
      let rows = requests();
      if (query.status) rows = rows.where('b.status', '=', query.status);
      const [page, total] = await Promise.all([
        rows
          .orderBy('b.created_at', 'desc')
          .orderBy('b.id', 'desc')
          .limit(query.limit)
          .offset(query.offset)
          .execute(),
        (query.status
          ? db.selectFrom('special_blend_requests').where('status', '=', query.status)
          : db.selectFrom('special_blend_requests')
        )
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { data: page.map(toAdmin), total: Number(total.n) };
    },

    get: (id: number) => one(id),

    accept: (staff: StaffCaller, id: number, body: AdminSpecialBlendAcceptBody) =>
      decide(staff, id, {
        status: 'accepted',
        pricePerKgCents: body.pricePerKgCents,
        deliveryDate: body.deliveryDate,
        message: body.message ?? null,
      }),

    reject: (staff: StaffCaller, id: number, body: AdminSpecialBlendRejectBody) =>
      decide(staff, id, { status: 'rejected', reason: body.reason }),
  };
};

export type StaffSpecialBlendService = ReturnType<typeof createStaffSpecialBlendService>;
