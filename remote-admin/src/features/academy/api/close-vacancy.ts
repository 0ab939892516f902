import { useMutation, useQueryClient } from '@portal/shared';
import { adminKeys } from '../../../common/query-keys';
import { staffApi } from '../../../common/staff-api';

export const closeVacancy = async (id: number) =>
  (await staffApi.post(`/academy/vacancies/${id}/close`)).data.data;

export const useCloseVacancy = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeVacancy,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.academyVacancies }),
  });
};
