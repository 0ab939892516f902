import { useMutation, useQueryClient } from '@portal/shared';
import { catalogueImportBodySchema, catalogueImportResultSchema } from '@portal/shared/contract';
import { adminKeys } from '../../../common/query-keys';
import { staffApi } from '../../../common/staff-api';

/** The sheet checked (`dryRun`) or written; the answer lists its problems or what it created and changed. */
export const importCatalogue = async ({ sheet, dryRun }: { sheet: string; dryRun: boolean }) =>
  catalogueImportResultSchema.parse(
    (
      await staffApi.post('/catalogue/import', catalogueImportBodySchema.parse(sheet), {
        params: { dryRun },
        headers: { 'content-type': 'text/csv' },
      })
    ).data.data,
  );

export const useImportCatalogue = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importCatalogue,
    onSuccess: async (result) => {
      if (result.written) await queryClient.invalidateQueries({ queryKey: adminKeys.products });
    },
  });
};
