import { useMutation, useQueryClient } from '@portal/shared';
import {
  type AdminOrderDeliveryPartnerBody,
  type AdminOrderDetail,
  adminOrderDeliveryPartnerBodySchema,
} from '@portal/shared/contract';
import { adminKeys } from '../../../common/query-keys';
import { staffApi } from '../../../common/staff-api';

export const setDeliveryPartner = async (id: number, partner: AdminOrderDeliveryPartnerBody) =>
  (await staffApi.put(`/orders/${id}/delivery-partner`, adminOrderDeliveryPartnerBodySchema.parse(partner)))
    .data.data as AdminOrderDetail;

export const useSetDeliveryPartner = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (partner: AdminOrderDeliveryPartnerBody) => setDeliveryPartner(id, partner),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.orders }),
  });
};
