import { api } from '@portal/shared';
import type { BpRequestBody } from '@portal/shared/contract';

export const requestBusinessPartner = async (body: BpRequestBody) => {
  await api.post('/account/request-to-be-business-partner', body);
};
