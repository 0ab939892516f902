import { api } from '../api/client';
import type { Profile, UpdateProfileBody } from '../contract/account';
import { queryClient } from '../query/query-client';
import { profileQuery } from './get-profile';

/** PUT /account/profile: its answer is the whole new profile, which every view of it shows without a new read. */
export const updateProfile = async (body: Partial<UpdateProfileBody>): Promise<Profile> => {
  const profile = (await api.put<{ data: Profile }>('/account/profile', body)).data.data;
  queryClient.setQueryData(profileQuery().queryKey, profile);
  return profile;
};
