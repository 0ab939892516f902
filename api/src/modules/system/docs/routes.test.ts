import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type StartedApi, startApi } from '../../../../test/start-api';

const documentedPaths = [
  '/client/health',
  '/client/health/ready',
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
  '/client/account/verify-contact-change',
  '/client/account/resend-contact-change',
  '/client/account/cancel-contact-change',
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
  '/client/chat-links',
  '/client/client-error',
  '/client/popup-banner',
  '/client/popup-banner/{id}',
  '/client/notification',
  '/client/notification-personal',
  '/client/notification/{id}',
  '/client/notification/{id}/read',
  '/client/feedback/create',
  '/client/ticket/type',
  '/client/category-by-service-ticket-type',
  '/client/service/ticket',
  '/client/service/ticket/{id}',
  '/client/service/ticket/{id}/cancel',
  '/client/customer/history',
  '/client/equipment',
  '/client/tutorial/playlist',
  '/client/tutorial/video/{file}',
  '/client/help-centre',
  '/client/ticket/type/training',
  '/client/ticket/type/training/children',
  '/client/training/ticket',
  '/client/academy/ticket',
  '/client/academy/history',
  '/client/academy/ticket/{id}/cancel',
  '/client/candidate',
  '/client/candidate/me',
  '/client/candidate/me/renew',
  '/client/candidate/{id}',
  '/client/vacancy',
  '/client/vacancy/{id}',
  '/client/apply-job',
  '/client/apply-job/{id}/withdraw',
  '/client/barista-pool',
  '/client/barista-pool/{id}',
  '/client/academy/tutorial/playlist',
  '/client/academy/tutorial/video/{file}',
  '/client/product',
  '/client/product/{id}',
  '/client/product/related/{id}',
  '/client/product/best-seller',
  '/client/top-selection',
  '/client/merchandise',
  '/client/search',
  '/client/search/suggest',
  '/client/brand',
  '/client/variant',
  '/client/variant/combination',
  '/client/variant/available',
  '/client/variant/{id}',
  '/client/variant/{id}/stock-alert',
  '/client/wishlist',
  '/client/wishlist/ids',
  '/client/wishlist/{id}',
  '/client/review',
  '/client/promotion',
  '/client/showroom',
  '/client/showroom/{id}',
  '/client/stock-alert',
  '/client/advertisement/banner',
  '/client/quotation',
  '/client/release-health',
  '/client/release-preview',
  '/client/cart',
  '/client/cart-quick-order',
  '/client/cart-quick-order/add',
  '/client/cart-quick-order/{id}',
  '/client/cart/add',
  '/client/cart/reorder',
  '/client/cart/save-to-quick-order',
  '/client/cart/{id}',
  '/client/coupon/check-availability',
  '/client/coupon/list-available',
  '/client/credit-line/check-availability',
  '/client/customer-special-blend',
  '/client/customer-special-blend/list',
  '/client/order',
  '/client/order/count',
  '/client/order/detail/{id}',
  '/client/order/recent-remark',
  '/client/order/special-blend/get-expected-deliver-date',
  '/client/order/{id}/cancel',
  '/client/order/{id}/khqr',
  '/client/order/{id}/receipt',
  '/client/payment/callback',
  '/client/payment/method',
  '/client/sandbox-gateway/charges/{reference}/confirm',
  '/client/sandbox-gateway/tokenize',
  '/client/zone-to-geo-zone',
  '/client/point/history',
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
