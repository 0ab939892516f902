import type { NewAddress } from './api/create-address';

const within = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/**
 * Spec section 4: with no address, the address dialog opens on every route change, except on the address pages
 * themselves (where the user is already adding one) and in the staff back office, which delivers nothing.
 */
export const asksForAddress = (pathname: string, addresses: readonly unknown[] | undefined) =>
  addresses !== undefined &&
  addresses.length === 0 &&
  !within(pathname, '/profile/address') &&
  !within(pathname, '/admin');

export type AddressForm = { name: string; addressDetail: string; provinceId: string; districtId: string };

/** The first missing field of a new address, in the order of the form. */
export const newAddressError = (form: AddressForm) => {
  if (!form.name.trim()) return 'addressNameIsRequired';
  if (!form.addressDetail.trim()) return 'addressIsRequired';
  if (!form.provinceId) return 'provinceIsRequired';
  if (!form.districtId) return 'districtIsRequired';
  return null;
};

export const newAddressBody = (form: AddressForm): NewAddress => ({
  name: form.name.trim(),
  addressDetail: form.addressDetail.trim(),
  provinceId: Number(form.provinceId),
  districtId: Number(form.districtId),
});
