import { useMutation, useQueryClient } from '@portal/shared';
import { adminShowroomSchema } from '@portal/shared/contract';
import { staffApi } from '../../../common/staff-api';
import { showroomsQuery } from './get-showrooms';

/** Shows (`visible`) or hides a showroom in the shop; the head office is never hidden. */
export const showShowroom = async ({ id, visible }: { id: number; visible: boolean }) =>
  adminShowroomSchema.parse((await staffApi.post(`/showrooms/${id}/${visible ? 'show' : 'hide'}`)).data.data);

export const useShowShowroom = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: showShowroom,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: showroomsQuery().queryKey }),
  });
};
