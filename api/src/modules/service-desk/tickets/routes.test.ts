import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { ErrorCode, serviceTicketSchema } from '@portal/shared/contract';
import { expect } from '../../../../../test/support/expect';
import { type SignedIn, signUp } from '../../../../test/accounts';
import { createTestClock, minutes } from '../../../../test/clock';
import { createHttp, envelopeOf, type Http } from '../../../../test/http';
import { uploadPng } from '../../../../test/images';
import { type StartedApi, startApi } from '../../../../test/start-api';
import { businessPartnerGroupId } from '../../../db/seed/customer-groups';
import { createServiceTicketService } from './service';

// 09:00 in Phnom Penh on Monday 3 March 2025.
const clock = createTestClock(new Date('2025-03-03T02:00:00.000Z'));

describe('the service desk', () => {
  let api: StartedApi;
  let http: Http;
  beforeAll(async () => {
    api = await startApi({ clock });
    http = createHttp(api.baseUrl);
  });
  afterAll(() => api?.close());

  const partner = async () => {
    const user = await signUp(http);
    await api.db
      .updateTable('users')
      .set({ customer_group_id: businessPartnerGroupId })
      .where('id', '=', user.id)
      .execute();
    return user;
  };

  const addressOf = async (user: SignedIn) => {
    const answer = await http.post(
      '/client/address',
      { name: 'Brown Bean Café', addressDetail: 'St. 240, Daun Penh', provinceId: 12, districtId: 1202 },
      { token: user.accessToken },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data.id as number;
  };

  const checkup = (addressId: number, overrides: Record<string, unknown> = {}) => ({
    kind: 'checkup',
    equipmentCategoryId: 1,
    equipmentId: 1,
    brand: 'La Marzocco',
    model: 'Linea Mini',
    problem: 'The steam wand leaks and the pressure drops during service.',
    photos: [],
    addressId,
    preferredDate: '2025-03-04',
    preferredTime: '08:30',
    ...overrides,
  });

  const create = (user: SignedIn, body: unknown) =>
    http.post('/client/service/ticket', body, { token: user.accessToken });

  it('lists the check-up and the packages with what they cover and their monthly price in cents', async () => {
    const answer = await http.get('/client/ticket/type');
    expect(answer.status).toBe(200);
    const packages = answer.body.data.filter((type: { code: string }) => type.code === 'PACKAGE');
    expect(packages.map((type: { priceCents: number }) => type.priceCents)).toEqual([4900, 9900, 18900]);
    expect(packages[0].covers.length).toBeGreaterThan(1);
    expect(packages[0].checkupsPerMonth).toBe(1);
    const khmer = await http.get('/client/ticket/type', { headers: { 'accept-language': 'km-KH' } });
    expect(khmer.body.data[1].name).toBe('ថែទាំមូលដ្ឋាន');
  });

  it('gives the equipment types of a ticket type and the catalogue of one type', async () => {
    const categories = await http.get('/client/category-by-service-ticket-type?ticketTypeId=1');
    expect(categories.body.data.map((category: { name: string }) => category.name)).toContain(
      'Coffee grinder',
    );
    const grinders = await http.get('/client/equipment?categoryId=2');
    expect(grinders.body.data.length).toBeGreaterThan(0);
    expect(grinders.body.data.every((item: { categoryId: number }) => item.categoryId === 2)).toBe(true);
    expect((await http.get('/client/category-by-service-ticket-type?ticketTypeId=999')).status).toBe(404);
  });

  it('turns a check-up request with a photo into a Submitted ticket with a number and a history line', async () => {
    const user = await partner();
    const addressId = await addressOf(user);
    const photo = await uploadPng(api.baseUrl, http, user.accessToken, 'steam wand.png');

    const answer = await create(
      user,
      checkup(addressId, { photos: [photo], brand: 'ignored', model: 'ignored' }),
    );

    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const ticket = serviceTicketSchema.parse(answer.body.data);
    expect(ticket.number).toMatch(/^SRV-2025-\d{6}$/);
    expect(ticket).toMatchObject({
      status: 'Submitted',
      kind: 'checkup',
      brand: 'La Marzocco',
      model: 'Linea Mini',
      equipmentCategory: 'Espresso machine',
      preferredAt: '2025-03-04T01:30:00.000Z',
      address: { name: 'Brown Bean Café', detail: 'St. 240, Daun Penh' },
      canCancel: true,
      technicianRemark: null,
    });
    expect(ticket.photoUrls).toEqual([
      `/client/upload/files/${photo.split('/').map(encodeURIComponent).join('/')}`,
    ]);
    expect(ticket.history.map((change) => change.status)).toEqual(['Submitted']);

    const history = await http.get('/client/customer/history', { token: user.accessToken });
    expect(history.body.meta.total).toBe(1);
    expect(history.body.data[0]).toMatchObject({ number: ticket.number, status: 'Submitted' });
  });

  it('keeps a typed brand and model when the equipment is not in the catalogue', async () => {
    const user = await partner();
    const addressId = await addressOf(user);
    const answer = await create(
      user,
      checkup(addressId, { equipmentId: null, equipmentCategoryId: 5, brand: 'Scotsman', model: 'AC 46' }),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({
      brand: 'Scotsman',
      model: 'AC 46',
      subject: 'Ice machine · Scotsman AC 46',
    });
  });

  it('subscribes to a package: the ticket carries the package and its price', async () => {
    const user = await partner();
    const addressId = await addressOf(user);
    const answer = await create(user, {
      kind: 'package',
      ticketTypeId: 3,
      addressId,
      preferredDate: '2025-03-05',
      preferredTime: '14:00',
      note: 'Two machines on the counter',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({
      kind: 'package',
      typeName: 'Pro Care',
      priceCents: 9900,
      status: 'Submitted',
    });
    const checkupType = await create(user, {
      kind: 'package',
      ticketTypeId: 1,
      addressId,
      preferredDate: '2025-03-05',
      preferredTime: '14:00',
    });
    expect(envelopeOf(checkupType).message).toBe('servicePackageIsRequired');
  });

  it('refuses times outside technician hours 7:00 to 22:00 and times in the past', async () => {
    const user = await partner();
    const addressId = await addressOf(user);
    for (const time of ['06:59', '22:00', '23:30', '00:00']) {
      const answer = await create(user, checkup(addressId, { preferredTime: time }));
      expect(answer.status).toBe(400);
      expect(envelopeOf(answer).message, time).toBe('checkupTimeOutsideTechnicianHours');
    }
    expect((await create(user, checkup(addressId, { preferredTime: '07:00' }))).status).toBe(200);
    expect((await create(user, checkup(addressId, { preferredTime: '21:30' }))).status).toBe(200);
    // 08:30 today in Phnom Penh is already over at 09:00.
    const past = await create(
      user,
      checkup(addressId, { preferredDate: '2025-03-03', preferredTime: '08:30' }),
    );
    expect(envelopeOf(past)).toMatchObject({
      statusCode: 400,
      code: ErrorCode.validation,
      message: 'checkupPreferredTimeIsInThePast',
    });
    expect(
      (await create(user, checkup(addressId, { preferredDate: '2025-03-03', preferredTime: '09:30' })))
        .status,
    ).toBe(200);
    // The clock decides what is past: twenty minutes later, 09:15 is over.
    expect(
      (await create(user, checkup(addressId, { preferredDate: '2025-03-03', preferredTime: '09:15' })))
        .status,
    ).toBe(200);
    clock.advance(minutes(20));
    try {
      const nowPast = await create(
        user,
        checkup(addressId, { preferredDate: '2025-03-03', preferredTime: '09:15' }),
      );
      expect(envelopeOf(nowPast).message).toBe('checkupPreferredTimeIsInThePast');
    } finally {
      clock.advance(-minutes(20));
    }
  });

  it("checks the request's fields in order and answers the first failure's key", async () => {
    const user = await partner();
    const addressId = await addressOf(user);
    const steps: [Record<string, unknown>, string][] = [
      [{ equipmentCategoryId: undefined }, 'checkupEquipmentTypeIsRequired'],
      [{ brand: ' ' }, 'checkupBrandIsRequired'],
      [{ model: undefined }, 'checkupModelIsRequired'],
      [{ problem: '' }, 'checkupProblemIsRequired'],
      [{ photos: ['a', 'b', 'c', 'd', 'e', 'f'] }, 'checkupTooManyPhotos'],
      [{ addressId: undefined }, 'checkupAddressIsRequired'],
      [{ preferredDate: '' }, 'checkupPreferredDateIsRequired'],
      [{ preferredDate: '2025-02-30' }, 'checkupPreferredDateIsInvalid'],
      [{ preferredTime: undefined }, 'checkupPreferredTimeIsRequired'],
    ];
    for (const [override, key] of steps) {
      const answer = await create(user, checkup(addressId, override));
      expect(answer.status, key).toBe(400);
      expect(envelopeOf(answer).message).toBe(key);
    }
    const otherCategory = await create(user, checkup(addressId, { equipmentCategoryId: 2, equipmentId: 1 }));
    expect(envelopeOf(otherCategory).message).toBe('checkupEquipmentModelIsRequired');
    const notUploaded = await create(
      user,
      checkup(addressId, { photos: ['service/00000000-0000-0000-0000-000000000000/x.png'] }),
    );
    expect(envelopeOf(notUploaded).message).toBe('checkupPhotoIsInvalid');
    const stranger = await partner();
    const theirPhoto = await uploadPng(api.baseUrl, http, stranger.accessToken);
    const someoneElsesPhoto = await create(user, checkup(addressId, { photos: [theirPhoto] }));
    expect(envelopeOf(someoneElsesPhoto).message).toBe('checkupPhotoIsInvalid');
    const someoneElsesAddress = await create(user, checkup(await addressOf(stranger)));
    expect(envelopeOf(someoneElsesAddress).message).toBe('checkupAddressIsRequired');
  });

  it('answers 403 with code 4430 to a general customer, and 401 to a guest', async () => {
    const customer = await signUp(http);
    const addressId = await addressOf(customer);
    const answer = await create(customer, checkup(addressId));
    expect(answer.status).toBe(403);
    expect(envelopeOf(answer)).toEqual({
      statusCode: 403,
      code: ErrorCode.permissionDenied,
      error: 'Forbidden',
      message: 'onlyBpAccountIsAllowed',
    });
    const packageAnswer = await create(customer, {
      kind: 'package',
      ticketTypeId: 2,
      addressId,
      preferredDate: '2025-03-05',
      preferredTime: '10:00',
    });
    expect(envelopeOf(packageAnswer).code).toBe(4430);
    expect((await http.post('/client/service/ticket', checkup(addressId))).status).toBe(401);
    expect((await http.get('/client/customer/history')).status).toBe(401);
  });

  it("shows a user only their own tickets: another user's ticket is not found and cannot be cancelled", async () => {
    const owner = await partner();
    const ticket = (await create(owner, checkup(await addressOf(owner)))).body.data;
    const other = await partner();

    expect((await http.get(`/client/service/ticket/${ticket.id}`, { token: other.accessToken })).status).toBe(
      404,
    );
    expect(
      (await http.put(`/client/service/ticket/${ticket.id}/cancel`, undefined, { token: other.accessToken }))
        .status,
    ).toBe(404);
    const theirs = await http.get('/client/customer/history', { token: other.accessToken });
    expect(theirs.body.data).toEqual([]);
    const mine = await http.get(`/client/service/ticket/${ticket.id}`, { token: owner.accessToken });
    expect(mine.body.data.status).toBe('Submitted');
  });

  it('lets the customer cancel while not yet scheduled, and follows the transition table', async () => {
    const user = await partner();
    const addressId = await addressOf(user);
    const desk = createServiceTicketService({
      db: api.db,
      clock,
      config: api.config,
      uploads: { assertOwnImage: async () => {} } as never,
    });

    const first = (await create(user, checkup(addressId))).body.data;
    const cancelled = await http.put(`/client/service/ticket/${first.id}/cancel`, undefined, {
      token: user.accessToken,
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 'Cancelled', canCancel: false });
    expect(cancelled.body.data.history.map((change: { status: string }) => change.status)).toEqual([
      'Submitted',
      'Cancelled',
    ]);
    const again = await http.put(`/client/service/ticket/${first.id}/cancel`, undefined, {
      token: user.accessToken,
    });
    expect(envelopeOf(again)).toMatchObject({ statusCode: 409, message: 'serviceTicketStatusCannotChange' });
    await expect(desk.staffMove(first.id, 'Scheduled', { scheduledAt: clock.now() })).rejects.toMatchObject({
      statusCode: 409,
    });

    const second = (await create(user, checkup(addressId))).body.data;
    await desk.staffMove(second.id, 'Scheduled', {
      scheduledAt: new Date('2025-03-04T01:30:00.000Z'),
      technicianName: 'Vannak',
      remark: 'Bring a new steam wand gasket',
    });
    const scheduled = await http.get(`/client/service/ticket/${second.id}`, { token: user.accessToken });
    expect(scheduled.body.data).toMatchObject({
      status: 'Scheduled',
      canCancel: false,
      scheduledAt: '2025-03-04T01:30:00.000Z',
      technicianName: 'Vannak',
      technicianRemark: 'Bring a new steam wand gasket',
    });
    const late = await http.put(`/client/service/ticket/${second.id}/cancel`, undefined, {
      token: user.accessToken,
    });
    expect(late.status).toBe(409);
    await expect(desk.staffMove(second.id, 'Completed')).rejects.toMatchObject({ statusCode: 409 });
    await desk.staffMove(second.id, 'InProgress');
    await desk.staffMove(second.id, 'Completed', { remark: 'Gasket replaced, pressure 9 bar' });
    const done = await http.get(`/client/service/ticket/${second.id}`, { token: user.accessToken });
    expect(done.body.data.status).toBe('Completed');
    expect(done.body.data.completedAt).toBe(clock.now().toISOString());
    expect(done.body.data.history.map((change: { status: string }) => change.status)).toEqual([
      'Submitted',
      'Scheduled',
      'InProgress',
      'Completed',
    ]);
    await expect(desk.staffMove(second.id, 'Cancelled')).rejects.toMatchObject({ statusCode: 409 });

    const filtered = await http.get('/client/customer/history?status=Completed', { token: user.accessToken });
    expect(filtered.body.data.map((row: { id: number }) => row.id)).toEqual([second.id]);
  });
});

describe('tutorials', () => {
  let api: StartedApi;
  let http: Http;
  beforeAll(async () => {
    api = await startApi();
    http = createHttp(api.baseUrl);
  });
  afterAll(() => api?.close());

  it('lists playlists with videos for a guest and serves the videos', async () => {
    const answer = await http.get('/client/tutorial/playlist');
    expect(answer.status).toBe(200);
    expect(answer.body.data.length).toBeGreaterThan(0);
    const video = answer.body.data[0].videos[0];
    const file = await fetch(`${api.baseUrl}${video.videoUrl}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('video/webm');
    const bytes = new Uint8Array(await file.arrayBuffer());
    // The EBML header every WebM file starts with.
    expect([...bytes.slice(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    expect((await fetch(`${api.baseUrl}/client/tutorial/video/missing.webm`)).status).toBe(404);
    expect((await fetch(`${api.baseUrl}/client/tutorial/video/..%2Fx.webm`)).status).toBe(400);

    const part = await fetch(`${api.baseUrl}${video.videoUrl}`, { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${bytes.length}`);
    expect([...new Uint8Array(await part.arrayBuffer())]).toEqual([...bytes.slice(0, 100)]);
  });
});
