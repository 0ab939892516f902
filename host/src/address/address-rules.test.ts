import { describe, expect, it } from '@jest/globals';
import { addressFormSchema } from '@portal/shared/contract';
import { firstFailure } from '@portal/shared/forms';
import { asksForAddress } from './address-rules';

type NewAddressForm = { name: string; addressDetail: string; provinceId: string; districtId: string };

/** The key the new-address dialog shows for these values, and what it sends once they pass. */
const newAddressError = (form: NewAddressForm) => firstFailure(addressFormSchema, form);
const newAddressBody = (form: NewAddressForm) => addressFormSchema.parse(form);

describe('the address dialog on a route change (spec section 4)', () => {
  it('opens for a user with no address on any page but the address pages', () => {
    expect(asksForAddress('/', [])).toBe(true);
    expect(asksForAddress('/product/category/3', [])).toBe(true);
    expect(asksForAddress('/profile', [])).toBe(true);
    expect(asksForAddress('/profile/address', [])).toBe(false);
    expect(asksForAddress('/profile/address/add-new/add-manually', [])).toBe(false);
  });
  it('stays shut while the addresses are unknown, and once there is one', () => {
    expect(asksForAddress('/', undefined)).toBe(false);
    expect(asksForAddress('/', [{ id: 1 }])).toBe(false);
  });
  it('leaves the staff back office alone', () => {
    expect(asksForAddress('/admin', [])).toBe(false);
    expect(asksForAddress('/admin/business-partners', [])).toBe(false);
    expect(asksForAddress('/administration', [])).toBe(true);
  });
  it('does not take /profile/addresses for an address page', () => {
    expect(asksForAddress('/profile/addresses', [])).toBe(true);
  });
});

describe('a new address', () => {
  const form = { name: 'Home', addressDetail: 'St 51, #12', provinceId: '12', districtId: '1201' };
  it('needs a name, the address, a province, then a district', () => {
    expect(newAddressError({ ...form, name: ' ' })).toBe('addressNameIsRequired');
    expect(newAddressError({ ...form, addressDetail: '' })).toBe('addressIsRequired');
    expect(newAddressError({ ...form, provinceId: '', districtId: '' })).toBe('provinceIsRequired');
    expect(newAddressError({ ...form, districtId: '' })).toBe('districtIsRequired');
    expect(newAddressError(form)).toBeNull();
  });
  it('is sent trimmed with numeric place ids', () => {
    expect(newAddressBody({ ...form, name: ' Home ' })).toEqual({
      name: 'Home',
      addressDetail: 'St 51, #12',
      provinceId: 12,
      districtId: 1201,
    });
  });
});
