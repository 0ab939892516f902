import { describe, it } from '@jest/globals';
import { expect } from '../../../test/support/expect';
import { registerBodySchema } from './account';
import { loginBodySchema, logoutBodySchema, refreshBodySchema, socialLoginBodySchema } from './auth';
import { bpRequestBodySchema } from './business-partner';
import { resetPasswordBodySchema, sendOtpBodySchema, verifyAccountBodySchema } from './otp';
import { presignBodySchema } from './upload';

// Spec section 3's bodies as the shop's clients send them: an optional value they do not have arrives absent, null
// or as an empty string, and a number may come as a numeric string. Each must be accepted, and still validated.
type Case = {
  name: string;
  schema: { safeParse: (body: unknown) => { success: boolean; error?: unknown } };
  required: Record<string, unknown>;
  optional: Record<string, unknown>;
};

const cases: Case[] = [
  {
    name: 'register',
    schema: registerBodySchema,
    required: {
      firstName: 'Srey',
      lastName: 'Pich',
      gender: 'Female',
      phone: '012345678',
      password: 'secret123',
      confirmPassword: 'secret123',
    },
    optional: {
      email: 'srey@example.com',
      imageUrl: 'https://example.com/me.png',
      providerId: '',
      provider: '',
    },
  },
  {
    name: 'login',
    schema: loginBodySchema,
    required: { user: '012345678', password: 'secret123' },
    optional: {},
  },
  {
    name: 'OTP',
    schema: sendOtpBodySchema,
    required: { type: 'FORGOT_PASSWORD', phoneOrEmail: '012345678' },
    optional: { hashCode: 'FA+9qCX9VSu' },
  },
  {
    name: 'verify',
    schema: verifyAccountBodySchema,
    required: { phoneOrEmail: '012345678', otp: '123456' },
    optional: {},
  },
  {
    name: 'reset',
    schema: resetPasswordBodySchema,
    required: { phoneOrEmail: '012345678', otp: '123456', newPassword: 'secret123' },
    optional: { confirmPassword: 'secret123' },
  },
  {
    name: 'social login',
    schema: socialLoginBodySchema,
    required: { accessToken: 'a.b.c', socialType: 'google' },
    optional: { firstName: 'Srey', lastName: 'Pich' },
  },
  {
    name: 'logout',
    schema: logoutBodySchema,
    required: {},
    optional: { accountId: 12, accessToken: 'a.b.c', deviceToken: 'fcm-token', device: 'web' },
  },
  { name: 'refresh', schema: refreshBodySchema, required: { refreshToken: 'r.t' }, optional: {} },
  {
    name: 'presign',
    schema: presignBodySchema,
    required: { media: [{ ext: 'png', type: 'service', filename: 'photo.png' }] },
    optional: {},
  },
  {
    name: 'business-partner request',
    schema: bpRequestBodySchema,
    required: {
      imageUrl: 'businessPartner/0b7e0c1e-8a57-4a8f-9d53-3f4f0e2a9b11/shop.png',
      firstName: 'Srey',
      lastName: 'Pich',
      phone1: '012 345 678',
      address: 'Street 51',
      businessType: 'Coffee Shop',
      storeName: 'Pich Coffee',
      provinceId: '12',
      districtId: 3,
    },
    optional: { phone2: '098765432', parentCompany: 'Pich Group' },
  },
];

const withEach = (optional: Record<string, unknown>, value: (filled: unknown) => unknown) =>
  Object.fromEntries(Object.entries(optional).map(([key, filled]) => [key, value(filled)]));

describe("section 3's bodies, as the clients send them", () => {
  describe.each(cases)('$name', ({ schema, required, optional }) => {
    it('accepts the optional fields absent', () => {
      const parsed = schema.safeParse(required);
      expect(parsed.error).toBeUndefined();
    });

    it('accepts the optional fields as empty strings and as null', () => {
      for (const blank of ['', null]) {
        const parsed = schema.safeParse({ ...required, ...withEach(optional, () => blank) });
        expect(parsed.error, String(blank)).toBeUndefined();
      }
    });

    it('accepts the optional fields filled', () => {
      const filled = { ...required, ...optional };
      if (filled.provider === '') Object.assign(filled, { provider: 'google', providerId: 'signed' });
      const parsed = schema.safeParse(filled);
      expect(parsed.error).toBeUndefined();
    });

    it('still refuses a required field left empty', () => {
      for (const key of Object.keys(required).filter((key) => typeof required[key] === 'string')) {
        expect(schema.safeParse({ ...required, [key]: '' }).success, key).toBe(false);
      }
    });
  });

  it('still validates an optional value that is there: an unknown provider, a bad e-mail, a non-numeric id', () => {
    const register = cases[0] as Case;
    expect(
      registerBodySchema.safeParse({ ...register.required, provider: 'myspace', providerId: 'x' }).success,
    ).toBe(false);
    expect(registerBodySchema.safeParse({ ...register.required, email: 'not-an-email' }).success).toBe(false);
    const bp = cases.at(-1) as Case;
    expect(bpRequestBodySchema.safeParse({ ...bp.required, provinceId: 'twelve' }).success).toBe(false);
  });
});
