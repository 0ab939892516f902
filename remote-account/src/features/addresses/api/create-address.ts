import { api } from '@portal/shared';
import { type Address, addressSchema, type CreateAddressBody } from '@portal/shared/contract';
import { refreshAfterAddressChange } from './refresh-after-change';

export const createAddress = async (body: CreateAddressBody): Promise<Address> => {
  const address = addressSchema.parse((await api.post('/address', body)).data.data);
  await refreshAfterAddressChange();
  return address;
};
