import { type ChatLinks, type ChatLinksBody, chatLinkSettingKeys } from '@portal/shared/contract';
import type { Db } from '../../../../db/schema';
import type { Clock } from '../../../../platform/clock';
import type { ReadCache } from '../../../../platform/read-cache';
import { auditedWrite, type StaffCaller } from '../../../../platform/staff';
import { getChatLinks } from '../../chat-links/queries';
import { putSetting } from '../../settings/queries';

/** The Telegram and Messenger links beside the support phones; each change is in the audit log. */
export const createStaffChatLinkService = ({
  db,
  clock,
  readCache,
}: {
  db: Db;
  clock: Clock;
  readCache: ReadCache;
}) => ({
  chatLinks: (): Promise<ChatLinks> => getChatLinks(db),

  async changeChatLinks(staff: StaffCaller, body: ChatLinksBody): Promise<ChatLinks> {
    await auditedWrite(db, clock, staff, async (trx) => {
      const before = await getChatLinks(trx);
      for (const link of ['telegram', 'messenger'] as const) {
        // A cleared link is kept as '', so the demo seed does not bring it back.
        await putSetting(trx, chatLinkSettingKeys[link], body[link] ?? '');
      }
      return {
        result: undefined,
        audit: {
          action: 'setting.change',
          entity: 'setting',
          entityId: 'chatLinks',
          before,
          after: { telegram: body.telegram, messenger: body.messenger },
        },
      };
    });
    readCache.invalidate('settings');
    return getChatLinks(db);
  },
});

export type StaffChatLinkService = ReturnType<typeof createStaffChatLinkService>;
