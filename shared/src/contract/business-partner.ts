import { z } from 'zod';
import { bpRequestStatusSchema } from './account';
import { bodyId, bodyObject, optionalText, requiredText } from './common';
import { isLocalPhone, stripSpaces, toLocalPhone } from './identifiers';

/** Spec section 3. */
export const businessTypes = [
  'Coffee Cart',
  'Coffee Shop',
  'Restaurant',
  'Education',
  'NGO',
  'Private Company/Office use',
  'Home use',
  'Modern Store',
  'KTV',
  'Bar/Pub/Club',
  'Cinema',
  'Apartment',
  'Hospitality',
  'Government office',
  'Other',
] as const;
export type BusinessType = (typeof businessTypes)[number];

/** The request's fields about the person (the dialog's first tab), in the spec's order. */
const bpInfoFields = {
  firstName: requiredText('firstNameIsRequired'),
  lastName: requiredText('lastNameIsRequired'),
  phone1: z
    .string({ error: 'phone1IsRequired' })
    .transform(stripSpaces)
    .pipe(z.string().min(1, 'phone1IsRequired').max(20, 'invalidPhoneNumber')),
  phone2: z
    .string({ error: 'invalidPhoneNumber' })
    .transform(stripSpaces)
    .pipe(z.string().max(20, 'invalidPhoneNumber'))
    .nullish(),
  address: requiredText('addressIsRequired', 500),
};

/** Then those about the business (the second tab). */
const bpBusinessFields = {
  businessType: z
    .string({ error: 'businessTypeIsRequired' })
    .trim()
    .min(1, 'businessTypeIsRequired')
    .refine((value) => (businessTypes as readonly string[]).includes(value), 'invalidBusinessType'),
  storeName: requiredText('storeNameIsRequired', 150),
  parentCompany: optionalText(150),
  provinceId: bodyId('provinceIsRequired'),
  districtId: bodyId('districtIsRequired'),
};

/** Phones are local numbers of 9 to 10 digits once their spaces are gone. */
const phonesAreLocal = (body: { phone1: string; phone2?: string | null }, ctx: z.RefinementCtx) => {
  for (const field of ['phone1', 'phone2'] as const) {
    const value = body[field];
    if (!value) continue;
    const local = toLocalPhone(value);
    if (!local || !isLocalPhone(local)) {
      ctx.addIssue({ code: 'custom', message: 'invalidPhoneNumber', path: [field] });
      return;
    }
  }
};

/**
 * Spec section 5, first failure wins, in this order: imageIsRequired (the uploaded image's key), firstName,
 * lastName, phone1, address, businessType, storeName, province, district. Phones have their spaces stripped and
 * are kept with a leading 0; phone2 and parentCompany are optional.
 */
export const bpRequestBodySchema = bodyObject({
  imageUrl: requiredText('imageIsRequired', 512),
  ...bpInfoFields,
  ...bpBusinessFields,
})
  .superRefine(phonesAreLocal)
  .transform((body) => ({
    ...body,
    phone1: toLocalPhone(body.phone1) as string,
    phone2: body.phone2 ? (toLocalPhone(body.phone2) as string) : null,
    businessType: body.businessType as BusinessType,
    parentCompany: body.parentCompany ?? null,
  }));
export type BpRequestBody = z.infer<typeof bpRequestBodySchema>;

/** The picture picked in the dialog, uploaded only once the whole request passes. */
const pickedImage = z.custom<File | null>((file) => file instanceof Blob, 'imageIsRequired');

/** The dialog's first tab, which Next checks: the picture, then the body's rules for the person's fields. */
export const bpInfoFormSchema = bodyObject({ imageFile: pickedImage, ...bpInfoFields });

/** The whole dialog: the body's rules in the body's order, the picked picture in place of its uploaded key. */
export const bpRequestFormSchema = bpInfoFormSchema.extend(bpBusinessFields).superRefine(phonesAreLocal);

export const bpRequestSchema = z.object({
  id: z.number().int(),
  status: bpRequestStatusSchema,
  createdAt: z.string(),
});
export type BpRequest = z.infer<typeof bpRequestSchema>;
