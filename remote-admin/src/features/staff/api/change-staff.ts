import { useMutation, useQueryClient } from '@portal/shared';
import { type GrantStaffBody, grantStaffBodySchema, type StaffRole } from '@portal/shared/contract';
import { staffApi } from '../../../common/staff-api';
import { staffQuery } from './get-staff';

export const grantStaff = async (body: GrantStaffBody) =>
  (await staffApi.post('/staff', grantStaffBodySchema.parse(body))).data.data;
export const changeStaffRole = async (userId: number, role: StaffRole) =>
  (await staffApi.put(`/staff/${userId}`, { role })).data.data;
export const revokeStaff = async (userId: number) => (await staffApi.delete(`/staff/${userId}`)).data.data;

const useStaffMutation = <T>(mutationFn: (input: T) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQuery().queryKey }),
  });
};

export const useGrantStaff = () => useStaffMutation(grantStaff);
export const useChangeStaffRole = () =>
  useStaffMutation(({ userId, role }: { userId: number; role: StaffRole }) => changeStaffRole(userId, role));
export const useRevokeStaff = () => useStaffMutation(revokeStaff);
