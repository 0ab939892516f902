import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StartedApi, startApi } from '../../../test/start-api';

const documentedPaths = [
  '/client/health',
  '/client/settings',
  '/client/localize',
  '/client/auth/login',
  '/client/auth/login/social',
  '/client/auth/login/google',
  '/client/auth/login/facebook',
  '/client/auth/login/apple',
  '/client/auth/regenerate-token',
  '/client/auth/logout',
  '/client/otp/send',
  '/client/account/register',
  '/client/account/verify-account',
  '/client/account/verify-forgot-password',
  '/client/account/change-password',
  '/client/account/profile',
  '/client/account/profile/additional-info',
  '/client/account/delete-request',
  '/client/address',
  '/client/address/{id}',
  '/client/address/country',
  '/client/address/provinceOrDistrict/{param}',
  '/client/upload/presign',
  '/client/upload/files/{*}',
  '/client/account/request-to-be-business-partner',
  '/client/category',
  '/client/category/{id}',
  '/client/popup-banner',
  '/client/popup-banner/{id}',
  '/client/notification',
  '/client/notification-personal',
  '/client/notification/{id}',
  '/client/notification/{id}/read',
  '/client/feedback/create',
];

describe('GET /client/docs/json', () => {
  let api: StartedApi;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api?.close());

  it('serves an OpenAPI document listing the client routes with their answers', async () => {
    const response = await fetch(`${api.baseUrl}/client/docs/json`);

    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      openapi: string;
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths).sort()).toEqual([...documentedPaths].sort());
    for (const methods of Object.values(document.paths)) {
      for (const operation of Object.values(methods)) {
        expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '4XX', '5XX']));
      }
    }
  });
});
