import { useMutation, useQueryClient } from '@portal/shared';
import {
  type AdminShowroomBody,
  adminShowroomBodySchema,
  adminShowroomSchema,
} from '@portal/shared/contract';
import { staffApi } from '../../../common/staff-api';
import { showroomsQuery } from './get-showrooms';

/** Creates a showroom, or changes the one with `id`. */
export const saveShowroom = async ({ id, body }: { id: number | null; body: AdminShowroomBody }) => {
  const valid = adminShowroomBodySchema.parse(body);
  const answer = id
    ? await staffApi.put(`/showrooms/${id}`, valid)
    : await staffApi.post('/showrooms', valid);
  return adminShowroomSchema.parse(answer.data.data);
};

export const useSaveShowroom = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveShowroom,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: showroomsQuery().queryKey }),
  });
};
