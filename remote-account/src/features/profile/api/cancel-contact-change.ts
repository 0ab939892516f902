import { api, profileQuery, queryClient } from '@portal/shared';
import type { ContactKind, Profile } from '@portal/shared/contract';

/** POST /account/cancel-contact-change: the pending address is dropped; the answer is the profile. */
export const cancelContactChange = async (type: ContactKind): Promise<Profile> => {
  const profile = (await api.post<{ data: Profile }>('/account/cancel-contact-change', { type })).data.data;
  queryClient.setQueryData(profileQuery().queryKey, profile);
  return profile;
};
