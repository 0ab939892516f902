import { api, queryOptions, useQuery } from '@portal/shared';
import type { ChatLinks } from '@portal/shared/contract';

/** Typed, not parsed: the header shows them, and the schema library must stay off the first screen. */
export const getChatLinks = async (): Promise<ChatLinks> =>
  (await api.get<{ data: ChatLinks }>('/chat-links')).data.data;

export const chatLinksQuery = () =>
  queryOptions({ queryKey: ['chat-links'], queryFn: getChatLinks, staleTime: 5 * 60_000 });
export const useChatLinks = () => useQuery(chatLinksQuery());

/** Where each chat opens: Telegram's and Messenger's own short links. */
export const chatHrefs = (links: ChatLinks | undefined) => [
  ...(links?.telegram
    ? [{ key: 'telegram', labelKey: 'chatOnTelegram', href: `https://t.me/${links.telegram}` }]
    : []),
  ...(links?.messenger
    ? [{ key: 'messenger', labelKey: 'chatOnMessenger', href: `https://m.me/${links.messenger}` }]
    : []),
];
