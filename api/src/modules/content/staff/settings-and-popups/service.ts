import {
  type AdminPopupBanner,
  type AdminSettings,
  ErrorCode,
  type PopupBannerBody,
  type SendNotificationBody,
  type SettingChangeBody,
  settingKeys,
} from '@portal/shared/contract';
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Db, PopupBannersTable } from '../../../../db/schema';
import type { Clock } from '../../../../platform/clock';
import type { Config } from '../../../../platform/config';
import { AppError } from '../../../../platform/errors';
import { imageUrlOf } from '../../../../platform/public-url';
import type { ReadCache } from '../../../../platform/read-cache';
import { auditedWrite, type StaffCaller } from '../../../../platform/staff';
import { getSettings } from '../../settings/queries';

const bannerNotFound = () => new AppError(404, ErrorCode.notFound, 'adminBannerNotFound');

/** Settings switches, notifications to customers and popup banners. */
export const createAdminContentService = ({
  db,
  clock,
  config,
  readCache,
}: {
  db: Db;
  clock: Clock;
  config: Config;
  readCache: ReadCache;
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
    async settings(): Promise<AdminSettings> {
      const stored = await getSettings(db);
      return Object.fromEntries(settingKeys.map((key) => [key, stored[key] ?? 'on'])) as AdminSettings;
    },

    async changeSetting(staff: StaffCaller, body: SettingChangeBody): Promise<AdminSettings> {
      await auditedWrite(db, clock, staff, async (trx) => {
        const before = await trx
          .selectFrom('settings')
          .select('value')
          .where('key', '=', body.key)
          .executeTakeFirst();
        await trx
          .insertInto('settings')
          .values({ key: body.key, value: body.value })
          .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: body.value }))
          .execute();
        return {
          result: undefined,
          audit: {
            action: 'setting.change',
            entity: 'setting',
            entityId: body.key,
            before: { value: before?.value ?? 'on' },
            after: { value: body.value },
          },
        };
      });
      readCache.invalidate('settings');
      return this.settings();
    },

    /** One row for everyone; one per customer for a customer or a group. */
    async sendNotification(staff: StaffCaller, body: SendNotificationBody): Promise<{ recipients: number }> {
      return auditedWrite(db, clock, staff, async (trx) => {
        const now = clock.now();
        const row = {
          type: 'general' as const,
          title: body.title,
          body: body.body,
          image: null,
          ref_id: null,
          seed_key: null,
          created_at: now,
        };
        let recipients: number;
        if (body.audience === 'everyone') {
          await trx
            .insertInto('notifications')
            .values({ ...row, user_id: null })
            .execute();
          recipients = Number(
            (
              await trx
                .selectFrom('users')
                .select(sql<string>`count(*)`.as('n'))
                .where('anonymised_at', 'is', null)
                .executeTakeFirstOrThrow()
            ).n,
          );
        } else {
          const users = await trx
            .selectFrom('users')
            .select('id')
            .where('anonymised_at', 'is', null)
            .where(
              body.audience === 'customer' ? 'id' : 'customer_group_id',
              '=',
              (body.audience === 'customer' ? body.userId : body.customerGroupId) as number,
            )
            .execute();
          if (body.audience === 'customer' && users.length === 0)
            throw new AppError(404, ErrorCode.notFound, 'adminCustomerNotFound');
          if (users.length > 0)
            await trx
              .insertInto('notifications')
              .values(users.map((user) => ({ ...row, user_id: user.id })))
              .execute();
          recipients = users.length;
        }
        return {
          result: { recipients },
          audit: {
            action: 'notification.send',
            entity: 'notification',
            entityId: null,
            before: null,
            after: {
              audience: body.audience,
              userId: body.userId ?? null,
              customerGroupId: body.customerGroupId ?? null,
              title: body.title,
              recipients,
            },
          },
        };
      });
    },

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

export type AdminContentService = ReturnType<typeof createAdminContentService>;
