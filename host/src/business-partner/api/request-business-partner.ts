import { api } from '@portal/shared';
import type { bpRequestBody } from '../bp-rules';

export const requestBusinessPartner = async (body: ReturnType<typeof bpRequestBody>) => {
  await api.post('/account/request-to-be-business-partner', body);
};
