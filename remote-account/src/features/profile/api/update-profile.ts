import { api, profileQuery, queryClient } from '@portal/shared';
import { type Profile, profileSchema, type UpdateProfileBody } from '@portal/shared/contract';

export const updateProfile = async (body: Partial<UpdateProfileBody>): Promise<Profile> => {
  const profile = profileSchema.parse((await api.put('/account/profile', body)).data.data);
  queryClient.setQueryData(profileQuery().queryKey, profile);
  return profile;
};
