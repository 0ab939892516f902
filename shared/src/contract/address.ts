import { z } from 'zod';
import { bodyId, bodyObject, listQuerySchema, queryFlag, requiredText } from './common';
import { isLocalPhone, toLocalPhone } from './identifiers';

/** A country, province or district; `name` in the request's language (Accept-Language), English when unknown. */
export const placeSchema = z.object({ id: z.number().int(), name: z.string() });
export type Place = z.infer<typeof placeSchema>;

/** `GET /address/provinceOrDistrict/{param}`: provinces of country {param}, or districts of province {param}. */
export const placesQuerySchema = listQuerySchema.extend({
  type: z.enum(['province', 'district'], { error: 'invalidPlaceType' }),
  all: queryFlag.optional(),
});
export type PlacesQuery = z.infer<typeof placesQuerySchema>;

export const placesParamsSchema = z.object({
  param: z.coerce
    .number({ error: 'invalidId' })
    .int('invalidId')
    .positive('invalidId')
    .max(2_147_483_647, 'invalidId'),
});

/** Spec section 3 Address: id, name, addressDetail, default; with where it is and how to reach the recipient. */
export const addressSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  addressDetail: z.string(),
  phone: z.string().nullable(),
  province: placeSchema,
  district: placeSchema,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  default: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

const phone = z
  .string({ error: 'invalidPhoneNumber' })
  .trim()
  .max(20, 'invalidPhoneNumber')
  .nullish()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    if (!value) return null;
    const local = toLocalPhone(value);
    if (!local || !isLocalPhone(local)) {
      ctx.addIssue({ code: 'custom', message: 'invalidPhoneNumber' });
      return z.NEVER;
    }
    return local;
  });

const coordinate = (limit: number) =>
  z
    .number({ error: 'invalidCoordinates' })
    .min(-limit, 'invalidCoordinates')
    .max(limit, 'invalidCoordinates')
    .nullish();

const addressFields = {
  name: requiredText('addressNameIsRequired'),
  addressDetail: requiredText('addressIsRequired', 500),
  provinceId: bodyId('provinceIsRequired'),
  districtId: bodyId('districtIsRequired'),
  phone,
  latitude: coordinate(90),
  longitude: coordinate(180),
  default: z.boolean({ error: 'badRequest' }).optional(),
};

export const createAddressBodySchema = bodyObject(addressFields);
export type CreateAddressBody = z.infer<typeof createAddressBodySchema>;

/** Any subset; `default: true` makes it the default (the previous default stops being one). */
export const updateAddressBodySchema = bodyObject({
  name: addressFields.name.optional(),
  addressDetail: addressFields.addressDetail.optional(),
  provinceId: addressFields.provinceId.optional(),
  districtId: addressFields.districtId.optional(),
  phone: addressFields.phone,
  latitude: addressFields.latitude,
  longitude: addressFields.longitude,
  default: addressFields.default,
});
export type UpdateAddressBody = z.infer<typeof updateAddressBodySchema>;

/** Spec section 9: the client fetches up to 200 addresses; nobody keeps more. */
export const maxAddressesPerUser = 200;

/** A place picked in a select box, '' until one is: typed as the string it is, read by the body's id rule. */
const pickedPlace = (id: typeof addressFields.provinceId) => z.preprocess((value: string) => value, id);

/** The address forms (the account's pages, the shell's first-address dialog): the create body, places as picked. */
export const addressFormSchema = createAddressBodySchema.extend({
  provinceId: pickedPlace(addressFields.provinceId),
  districtId: pickedPlace(addressFields.districtId),
});
