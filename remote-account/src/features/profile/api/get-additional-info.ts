import { api, queryOptions, useQuery } from '@portal/shared';
import { type AdditionalInfo, additionalInfoSchema } from '@portal/shared/contract';

export const getAdditionalInfo = async (): Promise<AdditionalInfo> =>
  additionalInfoSchema.parse((await api.get('/account/profile/additional-info')).data.data);
export const additionalInfoQuery = () =>
  queryOptions({ queryKey: ['profile', 'additional-info'], queryFn: getAdditionalInfo });
export const useAdditionalInfo = () => useQuery(additionalInfoQuery());
