import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { ErrorCode } from '@portal/shared/contract';
import { expect } from '../../../../../test/support/expect';
import { signUp } from '../../../../test/accounts';
import { createHttp, envelopeOf, type Http } from '../../../../test/http';
import { uploadPng } from '../../../../test/images';
import { type StartedApi, startApi } from '../../../../test/start-api';

const request = (imageUrl: string) => ({
  imageUrl,
  firstName: 'Chan',
  lastName: 'Vuthy',
  phone1: '+855 12 888 999',
  phone2: '097 111 2222',
  address: 'St. 240, Daun Penh',
  businessType: 'Coffee Shop',
  storeName: 'Brown Bean Café',
  parentCompany: '',
  provinceId: 12,
  districtId: 1202,
});

describe('POST /client/account/request-to-be-business-partner', () => {
  let api: StartedApi;
  let http: Http;
  beforeAll(async () => {
    api = await startApi({ demoAccounts: true });
    http = createHttp(api.baseUrl);
  });
  afterAll(() => api?.close());

  const send = (body: unknown, token: string) =>
    http.post('/client/account/request-to-be-business-partner', body, { token });

  it('records a request with an uploaded image as Pending, and refuses a second while it is pending', async () => {
    const user = await signUp(http);
    const key = await uploadPng(api.baseUrl, http, user.accessToken);

    const first = await send(request(key), user.accessToken);

    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      data: { id: expect.any(Number), status: 'Pending', createdAt: expect.any(String) },
      message: 'ok',
    });
    const profile = await http.get('/client/account/profile', { token: user.accessToken });
    expect(profile.body.data.reqBpStatus).toBe('Pending');
    const row = await api.db
      .selectFrom('business_partner_requests')
      .select(['phone1', 'phone2', 'parent_company', 'image_key', 'status'])
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      phone1: '012888999',
      phone2: '0971112222',
      parent_company: null,
      image_key: key,
      status: 'Pending',
    });

    const second = await send(request(key), user.accessToken);
    expect(second.status).toBe(409);
    expect(envelopeOf(second)).toEqual({
      statusCode: 409,
      code: ErrorCode.conflict,
      error: 'Conflict',
      message: 'youAlreadyRequestedToBeBusinessPartnerPleaseWaitingForApproval',
    });
  });

  it("checks the fields in the spec's order and answers the first failure's key", async () => {
    const user = await signUp(http);
    const key = await uploadPng(api.baseUrl, http, user.accessToken);
    const steps: [Record<string, unknown>, string][] = [
      [{}, 'imageIsRequired'],
      [{ imageUrl: key }, 'firstNameIsRequired'],
      [{ firstName: 'Chan' }, 'lastNameIsRequired'],
      [{ lastName: 'Vuthy' }, 'phone1IsRequired'],
      [{ phone1: '  ' }, 'phone1IsRequired'],
      [{ phone1: '012 888 999' }, 'addressIsRequired'],
      [{ address: 'St. 240' }, 'businessTypeIsRequired'],
      [{ businessType: 'Spaceport' }, 'invalidBusinessType'],
      [{ businessType: 'KTV' }, 'storeNameIsRequired'],
      [{ storeName: 'Night Owl' }, 'provinceIsRequired'],
      [{ provinceId: 12 }, 'districtIsRequired'],
      [{ districtId: 1701 }, 'invalidDistrict'],
      [{ districtId: 1201, phone2: '12' }, 'invalidPhoneNumber'],
    ];
    let body: Record<string, unknown> = {};
    for (const [change, message] of steps) {
      body = { ...body, ...change };
      const answer = await send(body, user.accessToken);
      expect(answer.status, message).toBe(400);
      expect(envelopeOf(answer).message).toBe(message);
    }
    expect((await send({ ...body, phone2: null }, user.accessToken)).status).toBe(200);
  });

  it("needs an image the user uploaded: a made-up key or another user's upload is refused", async () => {
    const user = await signUp(http);
    const other = await signUp(http);
    const othersKey = await uploadPng(api.baseUrl, http, other.accessToken);

    const madeUp = await send(
      request('businessPartner/00000000-0000-4000-8000-000000000000/x.png'),
      user.accessToken,
    );
    const borrowed = await send(request(othersKey), user.accessToken);

    expect(envelopeOf(madeUp).message).toBe('imageIsRequired');
    expect(envelopeOf(borrowed).message).toBe('imageIsRequired');
  });

  it('refuses a presigned image that was never uploaded', async () => {
    const user = await signUp(http);
    const presigned = await http.post(
      '/client/upload/presign',
      { media: [{ ext: 'png', type: 'businessPartner', filename: 'x.png' }] },
      { token: user.accessToken },
    );
    const answer = await send(request(presigned.body.data[0].key), user.accessToken);
    expect(envelopeOf(answer).message).toBe('imageIsRequired');
  });

  it('refuses an account that already is a business partner', async () => {
    const partner = await http.post('/client/auth/login', { user: '098765432', password: 'partner123' });
    const token = partner.body.data.access_token;
    const key = await uploadPng(api.baseUrl, http, token);
    const answer = await send(request(key), token);
    expect(answer.status).toBe(409);
    expect(envelopeOf(answer).message).toBe('youAreAlreadyABusinessPartner');
  });

  it('needs a token', async () => {
    const answer = await http.post('/client/account/request-to-be-business-partner', request('x'));
    expect(answer.status).toBe(401);
  });
});
