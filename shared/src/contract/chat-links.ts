import { z } from 'zod';
import { bodyObject } from './common';

/** The settings that hold them: a name each, or '' once staff cleared it. */
export const chatLinkSettingKeys = { telegram: 'telegramChat', messenger: 'messengerChat' } as const;

/** A Telegram username (t.me/<name>): 5 to 32 letters, digits or underscores, starting with a letter. */
const telegramNamePattern = /^[A-Za-z][A-Za-z0-9_]{4,31}$/;
/** A Facebook page's username or id (m.me/<name>): 5 to 50 letters, digits or dots. */
const messengerNamePattern = /^[A-Za-z0-9.]{5,50}$/;

/** Staff may paste the name, @name or the chat link itself; only the name is kept. Blank clears it. */
const chatName = (pattern: RegExp, linkPrefix: RegExp, error: string) =>
  z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value.trim().replace(linkPrefix, '').replace(/^@/, '').replace(/\/$/, '') || null
        : value,
    z.string({ error }).regex(pattern, error).nullable(),
  );

/** PUT /admin-api/settings/chat-links: both links, each a name or empty (not shown). */
export const chatLinksBodySchema = bodyObject({
  telegram: chatName(
    telegramNamePattern,
    /^(https?:\/\/)?(t\.me|telegram\.me)\//i,
    'adminTelegramChatIsInvalid',
  ),
  messenger: chatName(
    messengerNamePattern,
    /^(https?:\/\/)?((www\.)?m\.me|(www\.)?messenger\.com\/t)\//i,
    'adminMessengerChatIsInvalid',
  ),
});
export type ChatLinksBody = z.infer<typeof chatLinksBodySchema>;

/** GET /client/chat-links and the staff screen: the names set, null for a link not shown. */
export const chatLinksSchema = z.object({
  telegram: z.string().nullable(),
  messenger: z.string().nullable(),
});
export type ChatLinks = z.infer<typeof chatLinksSchema>;
