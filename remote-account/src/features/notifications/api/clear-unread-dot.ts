import { api, profileQuery, queryClient } from '@portal/shared';
import { profileSchema } from '@portal/shared/contract';

/** Spec section 4: looking at the notifications clears the unread dot (newNotification false). */
export const clearUnreadDot = async () => {
  const profile = profileSchema.parse(
    (await api.put('/account/profile', { newNotification: false })).data.data,
  );
  queryClient.setQueryData(profileQuery().queryKey, profile);
};
