import { useMutation, useQueryClient } from '@portal/shared';
import { type AdminVacancyInput, adminVacancyBodySchema } from '@portal/shared/contract';
import { adminKeys } from '../../../common/query-keys';
import { staffApi } from '../../../common/staff-api';

/** A new vacancy when `id` is absent, else an edit of that one. */
export const saveVacancy = async ({ id, body }: { id?: number; body: AdminVacancyInput }) => {
  const checked = adminVacancyBodySchema.parse(body);
  return (
    id === undefined
      ? await staffApi.post('/academy/vacancies', checked)
      : await staffApi.put(`/academy/vacancies/${id}`, checked)
  ).data.data;
};

export const useSaveVacancy = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVacancy,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.academyVacancies }),
  });
};
