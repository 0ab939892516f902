import type { Address } from '@portal/shared/contract';

/** The address form's values (checked by the contract's `addressFormSchema`). */
export type AddressForm = {
  name: string;
  addressDetail: string;
  /** A select's value: '' until chosen. */
  provinceId: string;
  districtId: string;
  latitude: number | null;
  longitude: number | null;
};

export const emptyAddressForm: AddressForm = {
  name: '',
  addressDetail: '',
  provinceId: '',
  districtId: '',
  latitude: null,
  longitude: null,
};

export const addressFormOf = (address: Address): AddressForm => ({
  name: address.name,
  addressDetail: address.addressDetail,
  provinceId: String(address.province.id),
  districtId: String(address.district.id),
  latitude: address.latitude,
  longitude: address.longitude,
});

/** A new province empties the district: districts belong to one province. */
export const withProvince = <Form extends { provinceId: string; districtId: string }>(
  form: Form,
  provinceId: string,
): Form => (provinceId === form.provinceId ? form : { ...form, provinceId, districtId: '' });
