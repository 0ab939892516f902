import { type BusinessType, stripSpaces, toLocalPhone } from '@portal/shared/contract';

export type BpForm = {
  imageFile: File | null;
  firstName: string;
  lastName: string;
  phone1: string;
  phone2: string;
  address: string;
  businessType: string;
  storeName: string;
  parentCompany: string;
  provinceId: string;
  districtId: string;
};

export const emptyBpForm = (names: { firstName?: string; lastName?: string; phone?: string | null } = {}) =>
  ({
    imageFile: null,
    firstName: names.firstName ?? '',
    lastName: names.lastName ?? '',
    phone1: names.phone ?? '',
    phone2: '',
    address: '',
    businessType: '',
    storeName: '',
    parentCompany: '',
    provinceId: '',
    districtId: '',
  }) satisfies BpForm;

const blank = (value: string) => !value.trim();

/** Spec section 5, the info tab's rules, in order; the first failure is toasted. */
export const bpInfoError = (form: BpForm) => {
  if (!form.imageFile) return 'imageIsRequired';
  if (blank(form.firstName)) return 'firstNameIsRequired';
  if (blank(form.lastName)) return 'lastNameIsRequired';
  if (blank(form.phone1)) return 'phone1IsRequired';
  if (blank(form.address)) return 'addressIsRequired';
  return null;
};

/** Spec section 5, all of the business-partner request's rules, in order. */
export const bpRequestError = (form: BpForm) => {
  const info = bpInfoError(form);
  if (info) return info;
  if (!form.businessType) return 'businessTypeIsRequired';
  if (blank(form.storeName)) return 'storeNameIsRequired';
  if (!form.provinceId) return 'provinceIsRequired';
  if (!form.districtId) return 'districtIsRequired';
  return null;
};

/** Spec section 5: spaces stripped, sent as a leading '0' plus the digits. */
export const bpPhone = (typed: string) => {
  const value = stripSpaces(typed);
  return toLocalPhone(value) ?? value;
};

/** The request's body; `imageUrl` is the storage key of the uploaded picture. */
export const bpRequestBody = (form: BpForm, imageUrl: string) => ({
  imageUrl,
  firstName: form.firstName.trim(),
  lastName: form.lastName.trim(),
  phone1: bpPhone(form.phone1),
  phone2: form.phone2.trim() ? bpPhone(form.phone2) : null,
  address: form.address.trim(),
  businessType: form.businessType,
  storeName: form.storeName.trim(),
  parentCompany: form.parentCompany.trim() || null,
  provinceId: Number(form.provinceId),
  districtId: Number(form.districtId),
});

/** A picked file's problem before any upload: image files only, never an empty one. */
export const imageFileError = (file: { type: string; size: number }) => {
  if (!file.type.startsWith('image/')) return 'unsupportedFileType';
  if (file.size === 0) return 'fileCannotBeEmpty';
  return null;
};

/** The translation key of each business type's label; the English name is what the request sends. */
export const businessTypeLabelKey = (type: BusinessType) =>
  `shellBusinessType${type.replace(/[^A-Za-z]/g, '')}`;
