import { describe, expect, it } from '@jest/globals';
import { bpInfoFormSchema, bpRequestBodySchema, bpRequestFormSchema } from '@portal/shared/contract';
import { firstFailure } from '@portal/shared/forms';
import { type BpForm, emptyBpForm, imageFileError } from './bp-rules';

/** The key the dialog toasts: the first failing rule, as @mantine/form reads it. */
const bpRequestError = (form: BpForm) => firstFailure(bpRequestFormSchema, form);
const bpInfoError = (form: BpForm) => firstFailure(bpInfoFormSchema, form);
/** What the dialog sends once the picture is uploaded to `imageUrl`. */
const bpRequestBody = (form: BpForm, imageUrl: string) => bpRequestBodySchema.parse({ ...form, imageUrl });
const bpPhone = (typed: string) => bpRequestBody({ ...complete, phone1: typed }, 'service/1/a.png').phone1;

const picture = new File(['png'], 'my shop.png', { type: 'image/png' });
const complete: BpForm = {
  ...emptyBpForm({ firstName: 'Dara', lastName: 'Kim', phone: '012 345 678' }),
  imageFile: picture,
  address: 'St 271, Phnom Penh',
  businessType: 'Coffee Shop',
  storeName: 'Dara Coffee',
  provinceId: '12',
  districtId: '1201',
};

describe('the business-partner request (spec section 5)', () => {
  it('reports the first failure in the order of the spec', () => {
    const order: [Partial<BpForm>, string][] = [
      [{ imageFile: null }, 'imageIsRequired'],
      [{ firstName: ' ' }, 'firstNameIsRequired'],
      [{ lastName: '' }, 'lastNameIsRequired'],
      [{ phone1: '' }, 'phone1IsRequired'],
      [{ address: '' }, 'addressIsRequired'],
      [{ businessType: '' }, 'businessTypeIsRequired'],
      [{ storeName: '' }, 'storeNameIsRequired'],
      [{ provinceId: '', districtId: '' }, 'provinceIsRequired'],
      [{ districtId: '' }, 'districtIsRequired'],
    ];
    for (const [change, key] of order) expect(bpRequestError({ ...complete, ...change })).toBe(key);
    expect(bpRequestError({ ...emptyBpForm(), imageFile: null })).toBe('imageIsRequired');
    expect(bpRequestError(complete)).toBeNull();
  });

  it('lets the info tab go on without the business fields', () => {
    expect(bpInfoError({ ...complete, businessType: '', storeName: '' })).toBeNull();
  });

  it('strips spaces from phones and sends them with a leading 0', () => {
    expect(bpPhone('12 345 678')).toBe('012345678');
    expect(bpPhone('+855 12 345 678')).toBe('012345678');
    const body = bpRequestBody({ ...complete, phone2: ' ', parentCompany: '' }, 'service/1/a.png');
    expect(body).toMatchObject({ phone1: '012345678', phone2: null, parentCompany: null, provinceId: 12 });
    expect(body.imageUrl).toBe('service/1/a.png');
  });

  it('takes image files only, never an empty one', () => {
    expect(imageFileError({ type: 'application/pdf', size: 10 })).toBe('unsupportedFileType');
    expect(imageFileError({ type: 'image/png', size: 0 })).toBe('fileCannotBeEmpty');
    expect(imageFileError({ type: 'image/jpeg', size: 10 })).toBeNull();
  });
});
