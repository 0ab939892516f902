import { api } from '@portal/shared';
import { type Address, addressSchema, type UpdateAddressBody } from '@portal/shared/contract';
import { refreshAfterAddressChange } from './refresh-after-change';

/** Also sets the default: `{ default: true }`. */
export const updateAddress = async (id: number, body: Partial<UpdateAddressBody>): Promise<Address> => {
  const address = addressSchema.parse((await api.put(`/address/${id}`, body)).data.data);
  await refreshAfterAddressChange();
  return address;
};
