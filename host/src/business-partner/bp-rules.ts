import type { BusinessType } from '@portal/shared/contract';

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

/** A picked file's problem before any upload: image files only, never an empty one. */
export const imageFileError = (file: { type: string; size: number }) => {
  if (!file.type.startsWith('image/')) return 'unsupportedFileType';
  if (file.size === 0) return 'fileCannotBeEmpty';
  return null;
};

/** The translation key of each business type's label; the English name is what the request sends. */
export const businessTypeLabelKey = (type: BusinessType) =>
  `shellBusinessType${type.replace(/[^A-Za-z]/g, '')}`;
