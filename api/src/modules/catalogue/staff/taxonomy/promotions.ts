import {
  type AdminPackagePromotion,
  type AdminPromotionDetail,
  type AdminPromotionQuery,
  packagePromotionCategoryId,
} from '@portal/shared/contract';
import { sql } from 'kysely';
import type { Db } from '../../../../db/schema';
import type { Clock } from '../../../../platform/clock';
import type { Config } from '../../../../platform/config';
import { auditedWrite, type StaffCaller } from '../../../../platform/staff';
import type { UploadService } from '../../../accounts';
import { conflict, notFound } from '../errors';
import { type Changed, type DbOrTrx, staffRowKey } from '../writes';
import {
  checkPromotionBody,
  type PromotionBody,
  promotionValues,
  writePromotionLinks,
} from './promotion-body';
import { promotionDetailIn, promotionSummaryOf } from './promotion-rows';

/** Promotions for the catalogue desk; every write also drops the shop's cached products. */
export const createPromotionDesk = ({
  db,
  clock,
  config,
  changed,
  uploads,
}: {
  db: Db;
  clock: Clock;
  config: Config;
  changed: Changed;
  uploads: Pick<UploadService, 'confirmArrived'>;
}) => {
  const promotionIn = (trx: DbOrTrx, id: number) => promotionDetailIn({ config, clock }, trx, id);

  return {
    async promotions(query: AdminPromotionQuery) {
      const now = clock.now();
      let base = db.selectFrom('promotions as pm');
      if (query.status === 'running')
        base = base
          .where('pm.is_active', '=', true)
          .where((eb) => eb.or([eb('pm.starts_at', 'is', null), eb('pm.starts_at', '<=', now)]))
          .where((eb) => eb.or([eb('pm.ends_at', 'is', null), eb('pm.ends_at', '>', now)]));
      if (query.status === 'upcoming')
        base = base.where('pm.is_active', '=', true).where('pm.starts_at', '>', now);
      if (query.status === 'ended')
        base = base.where((eb) =>
          eb.or([
            eb('pm.is_active', '=', false),
            eb.and([eb('pm.ends_at', 'is not', null), eb('pm.ends_at', '<=', now)]),
          ]),
        );
      const [rows, total] = await Promise.all([
        base
          .select([
            'pm.id',
            'pm.title',
            'pm.title_km',
            'pm.image',
            'pm.starts_at',
            'pm.ends_at',
            'pm.is_active',
          ])
          .select((eb) =>
            eb
              .selectFrom('promotion_products as pp')
              .select(sql<string>`count(*)`.as('n'))
              .whereRef('pp.promotion_id', '=', 'pm.id')
              .as('products'),
          )
          .orderBy(sql`pm.starts_at desc nulls last`)
          .orderBy('pm.id', 'desc')
          .limit(query.limit)
          .offset(query.offset)
          .execute(),
        base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map((row) => promotionSummaryOf(config, row, now)), total: Number(total.n) };
    },

    promotion: (id: number) => promotionIn(db, id),

    async createPromotion(staff: StaffCaller, body: PromotionBody): Promise<AdminPromotionDetail> {
      if (body.image) await uploads.confirmArrived(staff.userId, body.image);
      return changed(
        await auditedWrite(db, clock, staff, async (trx) => {
          const productIds = await checkPromotionBody(trx, staff, body, null);
          const { id } = await trx
            .insertInto('promotions')
            .values({ ...promotionValues(body), key: staffRowKey(), staff_edited_at: clock.now() })
            .returning('id')
            .executeTakeFirstOrThrow();
          await writePromotionLinks(trx, id, productIds, body);
          const created = await promotionIn(trx, id);
          return {
            result: created,
            audit: {
              action: 'promotion.create',
              entity: 'promotion',
              entityId: id,
              before: null,
              after: body,
            },
          };
        }),
        'products',
      );
    },

    async updatePromotion(
      staff: StaffCaller,
      id: number,
      body: PromotionBody,
    ): Promise<AdminPromotionDetail> {
      if (body.image) await uploads.confirmArrived(staff.userId, body.image);
      return changed(
        await auditedWrite(db, clock, staff, async (trx) => {
          const locked = await trx
            .selectFrom('promotions')
            .select(['id', 'image'])
            .where('id', '=', id)
            .forUpdate()
            .executeTakeFirst();
          if (!locked) throw notFound('adminPromotionNotFound');
          const before = await promotionIn(trx, id);
          const productIds = await checkPromotionBody(trx, staff, body, locked.image);
          await trx
            .updateTable('promotions')
            .set({ ...promotionValues(body), is_active: true, staff_edited_at: clock.now() })
            .where('id', '=', id)
            .execute();
          await writePromotionLinks(trx, id, productIds, body);
          const after = await promotionIn(trx, id);
          const { productList: _before, ...beforeRow } = before;
          const { productList: _after, ...afterRow } = after;
          return {
            result: after,
            audit: {
              action: 'promotion.update',
              entity: 'promotion',
              entityId: id,
              before: beforeRow,
              after: afterRow,
            },
          };
        }),
        'products',
      );
    },

    /** Ends it now: the shop stops listing it and its prices stop applying from the next read on. */
    async endPromotion(staff: StaffCaller, id: number): Promise<AdminPromotionDetail> {
      return changed(
        await auditedWrite(db, clock, staff, async (trx) => {
          const locked = await trx
            .selectFrom('promotions')
            .select(['id', 'starts_at', 'ends_at', 'is_active'])
            .where('id', '=', id)
            .forUpdate()
            .executeTakeFirst();
          if (!locked) throw notFound('adminPromotionNotFound');
          const now = clock.now();
          if (!locked.is_active || (locked.ends_at && locked.ends_at <= now))
            throw conflict('adminPromotionAlreadyEnded');
          await trx
            .updateTable('promotions')
            .set({
              ends_at: now,
              starts_at: locked.starts_at && locked.starts_at > now ? now : locked.starts_at,
              staff_edited_at: now,
            })
            .where('id', '=', id)
            .execute();
          const after = await promotionIn(trx, id);
          return {
            result: after,
            audit: {
              action: 'promotion.end',
              entity: 'promotion',
              entityId: id,
              before: { endsAt: locked.ends_at?.toISOString() ?? null },
              after: { endsAt: now.toISOString() },
            },
          };
        }),
        'products',
      );
    },

    async packagePromotions(): Promise<AdminPackagePromotion[]> {
      const rows = await db
        .selectFrom('products as p')
        .innerJoin('categories as c', 'c.id', 'p.category_id')
        .select(['p.id', 'p.name', 'p.name_km', 'p.category_id', 'c.name as category_name', 'p.is_active'])
        .where((eb) =>
          eb.or([
            eb('c.id', '=', packagePromotionCategoryId),
            eb('c.parent_id', '=', packagePromotionCategoryId),
          ]),
        )
        .orderBy('p.id')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        nameKm: row.name_km,
        categoryId: row.category_id,
        categoryName: row.category_name,
        isActive: row.is_active,
      }));
    },
  };
};
