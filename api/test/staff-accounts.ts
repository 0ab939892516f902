import type { StaffRole } from '@portal/shared/contract';
import { expect } from '../../test/support/expect';
import { demoAdmin } from '../src/db/seed/staff';
import { type SignedIn, signUp } from './accounts';
import type { Http } from './http';

/** The seeded administrator's access token (the API must be started with demo accounts). */
export const adminToken = async (http: Http) => {
  const login = await http.post('/client/auth/login', {
    user: demoAdmin.phone,
    password: demoAdmin.password,
  });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return login.body.data.access_token as string;
};

/** A new account given `role` by the administrator. */
export const staffMember = async (http: Http, admin: string, role: StaffRole): Promise<SignedIn> => {
  const account = await signUp(http);
  const granted = await http.post(
    '/admin-api/staff',
    { phoneOrEmail: account.phone, role },
    { token: admin },
  );
  expect(granted.status, JSON.stringify(granted.body)).toBe(200);
  return account;
};

/** Calls of one staff member to the staff API. */
export const staffCalls = (http: Http, token: string) => ({
  get: (path: string) => http.get(`/admin-api${path}`, { token }),
  post: (path: string, body?: unknown) => http.post(`/admin-api${path}`, body, { token }),
  put: (path: string, body?: unknown) => http.put(`/admin-api${path}`, body, { token }),
});
