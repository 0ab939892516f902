import { api } from '@portal/shared';
import type { ContactKind, OtpSent } from '@portal/shared/contract';

/** POST /account/resend-contact-change: a new code to the pending address, 60 seconds after the last one. */
export const resendContactChange = async (type: ContactKind): Promise<OtpSent> =>
  (await api.post<{ data: OtpSent }>('/account/resend-contact-change', { type })).data.data;
