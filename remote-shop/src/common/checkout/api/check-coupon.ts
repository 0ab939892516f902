import { api, useMutation } from '@portal/shared';
import { type CartTarget, couponCheckSchema, okEnvelope } from '@portal/shared/contract';

export const checkCoupon = async (code: string, source: CartTarget) =>
  okEnvelope(couponCheckSchema).parse((await api.post('/coupon/check-availability', { code, source })).data)
    .data;
export const useCheckCoupon = () =>
  useMutation({
    mutationFn: ({ code, source }: { code: string; source: CartTarget }) => checkCoupon(code, source),
  });
