import { type AdminPopupBanner, ErrorCode, type PopupBannerBody } from '@portal/shared/contract';
import { type Selectable, sql } from 'kysely';
import type { Db, PopupBannersTable } from '../../../../db/schema';
import type { Clock } from '../../../../platform/clock';
import type { Config } from '../../../../platform/config';
import { AppError } from '../../../../platform/errors';
import { imageUrlOf } from '../../../../platform/public-url';
import type { StaffCaller } from '../../../../platform/staff';
import { auditedRows } from '../audited-rows';

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
  const rows = auditedRows({
    db,
    clock,
    table: 'popup_banners',
    entity: 'popupBanner',
    toItem: toBanner,
    notFound: bannerNotFound,
  });

  return {
    banners: async (): Promise<AdminPopupBanner[]> =>
      (await db.selectFrom('popup_banners').selectAll().orderBy('id', 'desc').execute()).map(toBanner),

    createBanner: (staff: StaffCaller, body: PopupBannerBody): Promise<AdminPopupBanner> =>
      rows.insert(staff, 'banner.create', async (trx) => {
        // Seeded banners carry fixed ids, so new ones continue after the highest; the table lock keeps two apart.
        await sql`lock table popup_banners in share row exclusive mode`.execute(trx);
        const next = await trx
          .selectFrom('popup_banners')
          .select(sql<number>`coalesce(max(id), 0) + 1`.as('id'))
          .executeTakeFirstOrThrow();
        return { id: Number(next.id), sort: Number(next.id), ...bannerValues(body) };
      }),

    updateBanner: (staff: StaffCaller, id: number, body: PopupBannerBody): Promise<AdminPopupBanner> =>
      rows.update(staff, 'banner.update', id, bannerValues(body)),
  };
};

export type StaffPopupBannerService = ReturnType<typeof createStaffPopupBannerService>;
