import { api } from '@portal/shared';
import type { Address } from '@portal/shared/contract';

export type NewAddress = { name: string; addressDetail: string; provinceId: number; districtId: number };

export const createAddress = async (body: NewAddress & { default?: boolean }): Promise<Address> =>
  (await api.post<{ data: Address }>('/address', body)).data.data;
