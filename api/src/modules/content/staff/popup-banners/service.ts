import { type AdminPopupBanner, ErrorCode, type PopupBannerBody } from '@portal/shared/contract';
import { type Selectable, sql } from 'kysely';
import type { Db, PopupBannersTable } from '../../../../db/schema';
import type { Clock } from '../../../../platform/clock';
import type { Config } from '../../../../platform/config';
import { AppError } from '../../../../platform/errors';
import { imageUrlOf } from '../../../../platform/public-url';
import { auditedWrite, type StaffCaller } from '../../../../platform/staff';

const bannerNotFound = () => new AppError(404, ErrorCode.notFound, 'adminBannerNotFound');

/** The pop-up banners the back office schedules for customers' screens. */
export const createStaffPopupBannerService = ({
  db,
  clock,
  config,
}: {
  db: Db;
  clock: Clock;
  config: Config;
}) => {
  const toBanner = (row: Selectable<PopupBannersTable>): AdminPopupBanner => ({
    id: row.id,
    title: row.title,
    webImage: row.web_image,
    webImageUrl: imageUrlOf(config, row.web_image),
    webRedirectLink: row.web_redirect_link,
    showAfterSecond: row.show_after_seconds,
    hideAfterSecond: row.hide_after_seconds,
    customerGroupId: row.customer_group_id,
    isActive: row.is_active,
  });
  const bannerValues = (body: PopupBannerBody) => ({
    title: body.title,
    web_image: body.webImage,
    web_redirect_link: body.webRedirectLink || null,
    show_after_seconds: body.showAfterSecond,
    hide_after_seconds: body.hideAfterSecond,
    customer_group_id: body.customerGroupId ?? null,
    is_active: body.isActive,
  });

  return {
    banners: async (): Promise<AdminPopupBanner[]> =>
      (await db.selectFrom('popup_banners').selectAll().orderBy('id', 'desc').execute()).map(toBanner),

    async createBanner(staff: StaffCaller, body: PopupBannerBody): Promise<AdminPopupBanner> {
      return auditedWrite(db, clock, staff, async (trx) => {
        // Seeded banners carry fixed ids, so new ones continue after the highest; the table lock keeps two apart.
        await sql`lock table popup_banners in share row exclusive mode`.execute(trx);
        const next = await trx
          .selectFrom('popup_banners')
          .select(sql<number>`coalesce(max(id), 0) + 1`.as('id'))
          .executeTakeFirstOrThrow();
        const sort = Number(next.id);
        const row = await trx
          .insertInto('popup_banners')
          .values({ id: Number(next.id), sort, ...bannerValues(body) })
          .returningAll()
          .executeTakeFirstOrThrow();
        const banner = toBanner(row);
        return {
          result: banner,
          audit: {
            action: 'banner.create',
            entity: 'popupBanner',
            entityId: row.id,
            before: null,
            after: banner,
          },
        };
      });
    },

    async updateBanner(staff: StaffCaller, id: number, body: PopupBannerBody): Promise<AdminPopupBanner> {
      return auditedWrite(db, clock, staff, async (trx) => {
        const before = await trx
          .selectFrom('popup_banners')
          .selectAll()
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst();
        if (!before) throw bannerNotFound();
        const row = await trx
          .updateTable('popup_banners')
          .set(bannerValues(body))
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        const banner = toBanner(row);
        return {
          result: banner,
          audit: {
            action: 'banner.update',
            entity: 'popupBanner',
            entityId: id,
            before: toBanner(before),
            after: banner,
          },
        };
      });
    },
  };
};

export type StaffPopupBannerService = ReturnType<typeof createStaffPopupBannerService>;
