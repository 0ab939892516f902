import {
  type ExpectedDelivery,
  type SpecialBlend,
  type SpecialBlendStatus,
  type specialBlendBodySchema,
  specialBlendMinimumOrderCents,
  specialBlendPricePerKgCents,
} from '@portal/shared/contract';
import type { z } from 'zod';
import type { Db } from '../../../db/schema';
import type { Clock } from '../../../platform/clock';
import { AppError } from '../../../platform/errors';
import { specialBlendDelivery } from '../delivery/rules';

type Body = z.output<typeof specialBlendBodySchema>;

export const createSpecialBlendService = ({ db, clock }: { db: Db; clock: Clock }) => {
  const expected = () => specialBlendDelivery(clock.now());

  const create = async (userId: number, body: Body): Promise<SpecialBlend> => {
    const total = body.quantityKg * specialBlendPricePerKgCents;
    if (total < specialBlendMinimumOrderCents) throw new AppError(400, 4000, 'specialBlendMinimumOrder');
    const range = expected();
    if (range.kind !== 'range') throw new Error('special blends are delivered within a range of days');
    const row = await db
      .insertInto('special_blend_requests')
      .values({
        user_id: userId,
        blend_name: body.blendName,
        roast: body.roast,
        grind: body.grind,
        arabica_percent: body.arabicaPercent,
        quantity_kg: body.quantityKg,
        price_per_kg_cents: specialBlendPricePerKgCents,
        total_cents: total,
        remark: body.remark ?? null,
        expected_from: range.from,
        expected_to: range.to,
        created_at: clock.now(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toBlend(row);
  };

  const list = async (userId: number, limit: number, offset: number) => {
    const base = db.selectFrom('special_blend_requests').where('user_id', '=', userId);
    const [rows, total] = await Promise.all([
      base.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { blends: rows.map(toBlend), total: Number(total.n) };
  };

  return { expected, create, list };
};

/** The partner's view: what they asked while pending, what staff agreed once accepted, and staff's note. */
const toBlend = (row: {
  id: number;
  blend_name: string;
  roast: string;
  grind: string;
  arabica_percent: number;
  quantity_kg: number;
  price_per_kg_cents: number;
  total_cents: number;
  remark: string | null;
  expected_from: string;
  expected_to: string;
  status: SpecialBlendStatus;
  created_at: Date;
  agreed_price_per_kg_cents: number | null;
  agreed_total_cents: number | null;
  delivery_date: string | null;
  staff_message: string | null;
  reject_reason: string | null;
}): SpecialBlend => ({
  id: row.id,
  blendName: row.blend_name,
  roast: row.roast,
  grind: row.grind,
  arabicaPercent: row.arabica_percent,
  quantityKg: row.quantity_kg,
  pricePerKg: row.agreed_price_per_kg_cents ?? row.price_per_kg_cents,
  totalAmount: row.agreed_total_cents ?? row.total_cents,
  remark: row.remark,
  expectedDelivery: (row.delivery_date
    ? { kind: 'day', date: row.delivery_date }
    : { kind: 'range', from: row.expected_from, to: row.expected_to }) satisfies ExpectedDelivery,
  status: row.status,
  staffMessage: row.status === 'rejected' ? row.reject_reason : row.staff_message,
  createdAt: row.created_at.toISOString(),
});

export type SpecialBlendService = ReturnType<typeof createSpecialBlendService>;
