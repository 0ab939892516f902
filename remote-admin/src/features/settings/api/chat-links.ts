import { queryOptions, useMutation, useQuery, useQueryClient } from '@portal/shared';
import {
  type ChatLinks,
  type ChatLinksBody,
  chatLinksBodySchema,
  chatLinksSchema,
} from '@portal/shared/contract';
import { adminKeys } from '../../../common/query-keys';
import { staffApi } from '../../../common/staff-api';

export const getChatLinks = async (): Promise<ChatLinks> =>
  chatLinksSchema.parse((await staffApi.get('/settings/chat-links')).data.data);
export const chatLinksQuery = () =>
  queryOptions({ queryKey: [...adminKeys.settings, 'chat-links'], queryFn: getChatLinks });
export const useChatLinks = () => useQuery(chatLinksQuery());

export const changeChatLinks = async (body: ChatLinksBody): Promise<ChatLinks> =>
  chatLinksSchema.parse(
    (await staffApi.put('/settings/chat-links', chatLinksBodySchema.parse(body))).data.data,
  );

export const useChangeChatLinks = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeChatLinks,
    onSuccess: (links) => queryClient.setQueryData(chatLinksQuery().queryKey, links),
  });
};
