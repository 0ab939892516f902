import { useMutation, useQueryClient } from '@portal/shared';
import {
  type AdminSpecialBlendAcceptBody,
  type AdminSpecialBlendRejectBody,
  adminSpecialBlendSchema,
} from '@portal/shared/contract';
import { staffApi } from '../../../common/staff-api';
import { specialBlendQuery } from './get-special-blend';
import { specialBlendKeys } from './get-special-blends';

export type SpecialBlendDecision =
  | { id: number; action: 'accept'; body: AdminSpecialBlendAcceptBody }
  | { id: number; action: 'reject'; body: AdminSpecialBlendRejectBody };

/** Accepts at a price per kg for a delivery day, or rejects with a reason; the partner is notified. */
export const decideSpecialBlend = async ({ id, action, body }: SpecialBlendDecision) =>
  adminSpecialBlendSchema.parse((await staffApi.post(`/special-blends/${id}/${action}`, body)).data.data);

export const useDecideSpecialBlend = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideSpecialBlend,
    onSuccess: (blend) => {
      queryClient.setQueryData(specialBlendQuery(blend.id).queryKey, blend);
      return queryClient.invalidateQueries({ queryKey: specialBlendKeys.all });
    },
  });
};
