import { queryOptions, useMutation, useQuery, useQueryClient } from '@portal/shared';
import {
  type AdminCategoryBody,
  adminCategoryBodySchema,
  adminCategorySchema,
  listEnvelope,
} from '@portal/shared/contract';
import { adminKeys } from '../../../common/query-keys';
import { staffApi } from '../../../common/staff-api';

export const getCategories = async () =>
  listEnvelope(adminCategorySchema).parse((await staffApi.get('/categories')).data).data;
export const categoriesQuery = () => queryOptions({ queryKey: adminKeys.categories, queryFn: getCategories });
export const useCategories = () => useQuery(categoriesQuery());

export type CategoryChange =
  | { kind: 'save'; id: number | null; body: AdminCategoryBody }
  | { kind: 'move'; id: number; direction: 'up' | 'down' }
  | { kind: 'visibility'; id: number; isActive: boolean }
  | { kind: 'delete'; id: number };

/** Every category write: save (create or rename and place), move a step, hide or show, delete. */
export const changeCategory = async (change: CategoryChange) => {
  switch (change.kind) {
    case 'save': {
      const body = adminCategoryBodySchema.parse(change.body);
      return change.id ? staffApi.put(`/categories/${change.id}`, body) : staffApi.post('/categories', body);
    }
    case 'move':
      return staffApi.post(`/categories/${change.id}/move`, { direction: change.direction });
    case 'visibility':
      return staffApi.put(`/categories/${change.id}/visibility`, { isActive: change.isActive });
    case 'delete':
      return staffApi.delete(`/categories/${change.id}`);
  }
};

export const useChangeCategory = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeCategory,
    onSuccess: () =>
      Promise.all(
        [adminKeys.categories, adminKeys.catalogueChoices, adminKeys.products, adminKeys.dashboard].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
};
