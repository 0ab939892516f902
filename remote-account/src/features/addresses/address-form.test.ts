import { describe, expect, it } from '@jest/globals';
import { addressFormSchema } from '@portal/shared/contract';
import { firstFailure } from '@portal/shared/forms';
import { type AddressForm, emptyAddressForm, withProvince } from './address-form';

/** The key the address form shows for these values, and what it sends once they pass. */
const addressFormError = (form: AddressForm) => firstFailure(addressFormSchema, form);
const addressBody = (form: AddressForm) => addressFormSchema.parse(form);

const filled: AddressForm = {
  name: 'Home',
  addressDetail: 'St. 310, #25',
  provinceId: '12',
  districtId: '1201',
  latitude: null,
  longitude: null,
};

describe('address form rules', () => {
  it('asks for name, detail, province and district, in that order', () => {
    expect(addressFormError(emptyAddressForm)).toBe('addressNameIsRequired');
    expect(addressFormError({ ...filled, addressDetail: '  ' })).toBe('addressIsRequired');
    expect(addressFormError({ ...filled, provinceId: '' })).toBe('provinceIsRequired');
    expect(addressFormError({ ...filled, districtId: '' })).toBe('districtIsRequired');
    expect(addressFormError(filled)).toBeNull();
  });

  it('accepts coordinates from the browser and refuses impossible ones', () => {
    expect(addressFormError({ ...filled, latitude: 11.5564, longitude: 104.9282 })).toBeNull();
    expect(addressFormError({ ...filled, latitude: 95, longitude: 104.9 })).toBe('invalidCoordinates');
  });

  it('sends ids as numbers and trimmed texts', () => {
    expect(addressBody({ ...filled, name: ' Office ' })).toEqual({
      name: 'Office',
      addressDetail: 'St. 310, #25',
      provinceId: 12,
      districtId: 1201,
      latitude: null,
      longitude: null,
    });
  });

  it('empties the district when another province is chosen, keeps it otherwise', () => {
    expect(withProvince(filled, '3').districtId).toBe('');
    expect(withProvince(filled, '12').districtId).toBe('1201');
  });
});
