import { type ChatLinks, chatLinkSettingKeys } from '@portal/shared/contract';
import type { Db } from '../../../db/schema';

/** The chat links staff set; a link never set, or cleared (''), is null. */
export const getChatLinks = async (db: Db): Promise<ChatLinks> => {
  const rows = await db
    .selectFrom('settings')
    .select(['key', 'value'])
    .where('key', 'in', Object.values(chatLinkSettingKeys))
    .execute();
  const nameAt = (key: string) => rows.find((row) => row.key === key)?.value || null;
  return {
    telegram: nameAt(chatLinkSettingKeys.telegram),
    messenger: nameAt(chatLinkSettingKeys.messenger),
  };
};
