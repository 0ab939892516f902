import { ErrorCode, type PopupBanner, type PopupBannerQuery } from '@portal/shared/contract';
import type { Db, PopupBannersTable } from '../../../db/schema';
import type { Clock } from '../../../platform/clock';
import type { Config } from '../../../platform/config';
import { AppError } from '../../../platform/errors';
import { imageUrlOf } from '../../../platform/public-url';

export const createPopupBannerService = ({ db, clock, config }: { db: Db; clock: Clock; config: Config }) => {
  /** Active banners running now, for everyone or for the caller's customer group (guests: everyone's only). */
  const visible = async (userId: number | null) => {
    const now = clock.now();
    const group = userId
      ? (
          await db
            .selectFrom('account_people')
            .select('customer_group_id')
            .where('id', '=', userId)
            .executeTakeFirst()
        )?.customer_group_id
      : undefined;
    return db
      .selectFrom('popup_banners')
      .where('is_active', '=', true)
      .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', now)]))
      .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
      .where((eb) =>
        group === undefined
          ? eb('customer_group_id', 'is', null)
          : eb.or([eb('customer_group_id', 'is', null), eb('customer_group_id', '=', group)]),
      );
  };

  const toBanner = (
    row: Pick<
      PopupBannersTable,
      | 'id'
      | 'title'
      | 'web_image'
      | 'app_image'
      | 'web_redirect_link'
      | 'show_after_seconds'
      | 'hide_after_seconds'
    >,
  ): PopupBanner => ({
    id: row.id,
    title: row.title,
    webImageUrl: imageUrlOf(config, row.web_image),
    appImageUrl: imageUrlOf(config, row.app_image),
    webRedirectLink: row.web_redirect_link,
    showAfterSecond: row.show_after_seconds,
    hideAfterSecond: row.hide_after_seconds,
  });

  const columns = [
    'id',
    'title',
    'web_image',
    'app_image',
    'web_redirect_link',
    'show_after_seconds',
    'hide_after_seconds',
  ] as const;

  return {
    async list(userId: number | null, query: PopupBannerQuery) {
      const base = (await visible(userId)).where(query.isWeb ? 'web_image' : 'app_image', 'is not', null);
      const rows = await base
        .select(columns)
        .orderBy('sort')
        .orderBy('id')
        .limit(query.limit)
        .offset(query.offset)
        .execute();
      const { total } = await base
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .executeTakeFirstOrThrow();
      return { banners: rows.map(toBanner), total: Number(total) };
    },

    async one(userId: number, id: number) {
      const row = await (await visible(userId)).select(columns).where('id', '=', id).executeTakeFirst();
      if (!row) throw new AppError(404, ErrorCode.notFound, 'resourceNotFound');
      return toBanner(row);
    },
  };
};

export type PopupBannerService = ReturnType<typeof createPopupBannerService>;
