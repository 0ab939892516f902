import { type Address, type CreateAddressBody, createAddressBodySchema } from '@portal/shared/contract';
import { firstIssue } from '../../common/use-submit';

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
export const withProvince = (form: AddressForm, provinceId: string): AddressForm =>
  provinceId === form.provinceId ? form : { ...form, provinceId, districtId: '' };

const addressInput = (form: AddressForm) => ({
  name: form.name,
  addressDetail: form.addressDetail,
  provinceId: form.provinceId || undefined,
  districtId: form.districtId || undefined,
  latitude: form.latitude,
  longitude: form.longitude,
});

/** The contract's rules, in its order: name, detail, province, district, coordinates. */
export const addressFormError = (form: AddressForm) =>
  firstIssue(createAddressBodySchema.safeParse(addressInput(form)));

/** What is sent, as the contract shapes it (trimmed texts, numeric ids); call after addressFormError passed. */
export const addressBody = (form: AddressForm): CreateAddressBody =>
  createAddressBodySchema.parse(addressInput(form));
