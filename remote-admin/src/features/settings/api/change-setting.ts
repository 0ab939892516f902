import { useMutation, useQueryClient } from '@portal/shared';
import {
  adminSettingsSchema,
  type SettingChangeBody,
  settingChangeBodySchema,
} from '@portal/shared/contract';
import { staffApi } from '../../../common/staff-api';
import { adminSettingsQuery } from './get-admin-settings';

export const changeSetting = async (body: SettingChangeBody) =>
  adminSettingsSchema.parse((await staffApi.put('/settings', settingChangeBodySchema.parse(body))).data.data);

export const useChangeSetting = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeSetting,
    onSuccess: (settings) => queryClient.setQueryData(adminSettingsQuery().queryKey, settings),
  });
};
