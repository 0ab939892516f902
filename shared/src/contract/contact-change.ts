import { z } from 'zod';
import { updateProfileBodySchema } from './account';
import { bodyObject } from './common';
import { otpCodeSchema } from './otp';

/**
 * A new e-mail or phone waits, pending, until the 6-digit code sent to it is entered; until then the old one stays
 * the account's and signs in, and the new one signs in nobody and blocks nobody's registration.
 */
export const contactKinds = ['email', 'phone'] as const;
export const contactKindSchema = z.enum(contactKinds, { error: 'invalidContactType' });
export type ContactKind = z.infer<typeof contactKindSchema>;

/** What the code sent to a new address is for (kept with the code; a code only serves its own purpose). */
export const contactChangeCodePurposes = { email: 'CHANGE_EMAIL', phone: 'CHANGE_PHONE' } as const;
export type ContactChangeCodePurpose = (typeof contactChangeCodePurposes)[ContactKind];

/** `POST /account/verify-contact-change`: the code sent to the pending e-mail or phone. */
export const verifyContactChangeBodySchema = bodyObject({ type: contactKindSchema, code: otpCodeSchema });
export type VerifyContactChangeBody = z.infer<typeof verifyContactChangeBodySchema>;

/** `POST /account/resend-contact-change` and `/account/cancel-contact-change`: which pending address. */
export const contactChangeKindBodySchema = bodyObject({ type: contactKindSchema });
export type ContactChangeKindBody = z.infer<typeof contactChangeKindBodySchema>;

/** The profile form's code field under a pending address. */
export const contactChangeCodeFormSchema = bodyObject({ code: otpCodeSchema });

/** A customer's addresses as the back office sees them, with what waits for its code. */
export const adminCustomerContactSchema = z.object({
  id: z.number().int(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  pendingPhone: z.string().nullable(),
  pendingEmail: z.string().nullable(),
});
export type AdminCustomerContact = z.infer<typeof adminCustomerContactSchema>;

/** `PUT /admin-api/customers/{id}/contact`: a new e-mail or phone for a customer, sent a code like the customer's own. */
export const adminContactChangeBodySchema = bodyObject({
  email: updateProfileBodySchema.shape.email
    .unwrap()
    .unwrap()
    .refine((value) => value !== '', 'invalidEmailAddress')
    .optional(),
  phone: updateProfileBodySchema.shape.phone,
}).refine((body) => body.email !== undefined || body.phone !== undefined, {
  message: 'adminContactChangeIsEmpty',
});
export type AdminContactChangeBody = z.infer<typeof adminContactChangeBodySchema>;
