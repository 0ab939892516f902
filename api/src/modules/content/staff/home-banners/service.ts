import {
  type AdminHomeBanner,
  type adminHomeBannerBodySchema,
  couponDays,
  couponWindow,
  ErrorCode,
} from '@portal/shared/contract';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { HomeBannersTable } from '../../../../db/schema';
import { AppError } from '../../../../platform/errors';
import { imageUrlOf } from '../../../../platform/public-url';
import { auditedWrite, newStaffRowPlace, type StaffCaller } from '../../../../platform/staff';
import { auditedRows } from '../audited-rows';
import type { CachedContentDeps } from '../cached-content-deps';

type Body = z.output<typeof adminHomeBannerBodySchema>;

const bannerNotFound = () => new AppError(404, ErrorCode.notFound, 'adminContentBannerNotFound');

/** The home page's banner slider: staff add, edit, hide and order slides; the shop shows the change on its next read. */
export const createStaffHomeBannerService = ({ db, clock, config, readCache }: CachedContentDeps) => {
  const toBanner = (row: Selectable<HomeBannersTable>): AdminHomeBanner => ({
    id: row.id,
    title: row.title,
    titleKm: row.title_km,
    image: row.image,
    imageUrl: imageUrlOf(config, row.image),
    width: row.width,
    height: row.height,
    link: row.link,
    ...couponDays(row.starts_at, row.ends_at),
    isActive: row.is_active,
    sort: row.sort,
  });
  const valuesOf = (body: Body) => {
    const window = couponWindow(body.startDate, body.endDate);
    return {
      title: body.title,
      title_km: body.titleKm ?? null,
      image: body.image,
      width: body.width,
      height: body.height,
      link: body.link,
      starts_at: window.startsAt,
      ends_at: window.endsAt,
      is_active: body.isActive,
      staff_edited_at: clock.now(),
    };
  };
  const rows = auditedRows({
    db,
    clock,
    table: 'home_banners',
    entity: 'homeBanner',
    toItem: toBanner,
    notFound: bannerNotFound,
  });
  const changed = <T>(result: T) => {
    readCache.invalidate('banners');
    return result;
  };

  const list = async (): Promise<AdminHomeBanner[]> =>
    (await db.selectFrom('home_banners').selectAll().orderBy('sort').orderBy('id').execute()).map(toBanner);

  return {
    list,

    create: async (staff: StaffCaller, body: Body): Promise<AdminHomeBanner> =>
      changed(
        await rows.insert(staff, 'homeBanner.create', async (trx) => ({
          ...(await newStaffRowPlace(trx, 'home_banners')),
          ...valuesOf(body),
        })),
      ),

    update: async (staff: StaffCaller, id: number, body: Body): Promise<AdminHomeBanner> =>
      changed(await rows.update(staff, 'homeBanner.update', id, valuesOf(body))),

    /** Shows or hides one slide. */
    setActive: async (staff: StaffCaller, id: number, isActive: boolean): Promise<AdminHomeBanner> =>
      changed(await rows.setActive(staff, isActive ? 'homeBanner.show' : 'homeBanner.hide', id, isActive)),

    /** Puts the slides in the order given; the list must name every slide once. */
    reorder: async (staff: StaffCaller, ids: number[]): Promise<AdminHomeBanner[]> => {
      await auditedWrite(db, clock, staff, async (trx) => {
        const rows = await trx
          .selectFrom('home_banners')
          .select(['id', 'sort'])
          .orderBy('sort')
          .orderBy('id')
          .forUpdate()
          .execute();
        const known = new Set(rows.map((row) => row.id));
        if (ids.length !== rows.length || ids.some((id) => !known.has(id)))
          throw new AppError(400, ErrorCode.validation, 'adminContentOrderInvalid');
        for (const [sort, id] of ids.entries()) {
          await trx
            .updateTable('home_banners')
            .set({ sort, staff_edited_at: clock.now() })
            .where('id', '=', id)
            .execute();
        }
        return {
          result: undefined,
          audit: {
            action: 'homeBanner.reorder',
            entity: 'homeBanner',
            entityId: null,
            before: { ids: rows.map((row) => row.id) },
            after: { ids },
          },
        };
      });
      readCache.invalidate('banners');
      return list();
    },
  };
};

export type StaffHomeBannerService = ReturnType<typeof createStaffHomeBannerService>;
