import { api } from '@portal/shared';
import { refreshAfterAddressChange } from './refresh-after-change';

/** Deleting the default hands it to another address (the API decides which). */
export const deleteAddress = async (id: number) => {
  await api.delete(`/address/${id}`);
  await refreshAfterAddressChange();
};
