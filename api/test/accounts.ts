import { expect } from '../../test/support/expect';
import type { Http } from './http';

let sequence = 0;

/** A phone nobody in this test file used yet (local form, 10 digits). */
export const newPhone = () => `09${String(++sequence).padStart(8, '0')}`;

export const registration = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Srey',
  lastName: 'Pich',
  gender: 'Female',
  phone: newPhone(),
  password: 'secret123',
  confirmPassword: 'secret123',
  ...overrides,
});

/** The newest code the dev outbox holds for a phone or e-mail. */
export const latestCode = async (http: Http, to: string) => {
  const answer = await http.get(`/__dev/outbox?to=${encodeURIComponent(to)}`);
  expect(answer.status).toBe(200);
  const code = answer.body.data[0]?.code as string | undefined;
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
};

export type SignedIn = {
  id: number;
  phone: string;
  password: string;
  accessToken: string;
  refreshToken: string;
};

/** Registers, verifies with the outbox's code and signs in: a ready account with its tokens. */
export const signUp = async (http: Http, overrides: Record<string, unknown> = {}): Promise<SignedIn> => {
  const body = registration(overrides);
  const registered = await http.post('/client/account/register', body);
  expect(registered.status, JSON.stringify(registered.body)).toBe(200);
  const otp = await latestCode(http, body.phone);
  const verified = await http.post('/client/account/verify-account', { phoneOrEmail: body.phone, otp });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  const login = await http.post('/client/auth/login', { user: body.phone, password: body.password });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return {
    id: registered.body.data.id,
    phone: body.phone,
    password: body.password,
    accessToken: login.body.data.access_token,
    refreshToken: login.body.data.refresh_token,
  };
};
