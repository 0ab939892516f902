import { api, profileQuery, queryClient } from '@portal/shared';
import type { Profile, VerifyContactChangeBody } from '@portal/shared/contract';

/** POST /account/verify-contact-change: the code makes the pending address the account's; the answer is the profile. */
export const verifyContactChange = async (body: VerifyContactChangeBody): Promise<Profile> => {
  const profile = (await api.post<{ data: Profile }>('/account/verify-contact-change', body)).data.data;
  queryClient.setQueryData(profileQuery().queryKey, profile);
  return profile;
};
