import { api, type DialogName } from '@portal/shared';
import type { OtpSent, Registered, TokenPair } from '@portal/shared/contract';
import type { CodePurpose } from './code-target';

// The sign-in calls of spec section 7; typed by the contract, sent as the contract's bodies describe.

export const login = async (body: { user: string; password: string }) =>
  (await api.post<{ data: TokenPair }>('/auth/login', body)).data.data;

export const register = async (body: object) =>
  (await api.post<{ data: Registered }>('/account/register', body)).data.data;

export const sendCode = async (purpose: CodePurpose, phoneOrEmail: string) =>
  (await api.post<{ data: OtpSent }>('/otp/send', { type: purpose, phoneOrEmail, hashCode: '' })).data.data;

export const verifyAccount = async (phoneOrEmail: string, otp: string) => {
  await api.post('/account/verify-account', { phoneOrEmail, otp: otp.trim() });
};

export const resetPassword = async (body: {
  phoneOrEmail: string;
  otp: string;
  newPassword: string;
  confirmPassword: string;
}) => {
  await api.post('/account/verify-forgot-password', { ...body, otp: body.otp.trim() });
};

export type OpenDialog = (dialog: DialogName) => void;
