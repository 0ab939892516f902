import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { expect } from '../../../../../../test/support/expect';
import { createHttp, envelopeOf, type Http } from '../../../../../test/http';
import { adminToken, staffCalls, staffMember } from '../../../../../test/staff-accounts';
import { type StartedApi, startApi } from '../../../../../test/start-api';

describe('showrooms in the back office', () => {
  let api: StartedApi;
  let http: Http;
  let catalogue: ReturnType<typeof staffCalls>;

  beforeAll(async () => {
    api = await startApi({ demoAccounts: true });
    http = createHttp(api.baseUrl);
    catalogue = staffCalls(http, (await staffMember(http, await adminToken(http), 'catalogue')).accessToken);
  });
  afterAll(() => api?.close());

  let serial = 0;
  const showroomBody = (overrides: Record<string, unknown> = {}) => ({
    name: `Toul Kork showroom ${++serial}`,
    nameKm: 'បន្ទប់តាំងបង្ហាញទួលគោក',
    address: 'St. 289, Toul Kork, Phnom Penh',
    addressKm: 'ផ្លូវ ២៨៩ ទួលគោក ភ្នំពេញ',
    phone: '023 888 999',
    weeklyHours: [null, ...Array.from({ length: 6 }, () => ({ opens: '08:00', closes: '17:30' }))],
    description: 'Espresso machines on show.',
    latitude: 11.5786,
    longitude: 104.8984,
    image: null,
    isActive: true,
    ...overrides,
  });
  const shopList = async (language = 'en') =>
    (await http.get('/client/showroom', { headers: { 'accept-language': language } })).body.data as {
      id: number;
      name: string;
      isHeadOffice: boolean;
      latitude: number | null;
      openingHours: string;
    }[];

  it('adds a showroom the shop lists at once, after the head office', async () => {
    const created = await catalogue.post('/showrooms', showroomBody({ name: 'Toul Kork showroom' }));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data).toMatchObject({
      name: 'Toul Kork showroom',
      phone: '023 888 999',
      latitude: 11.5786,
      longitude: 104.8984,
      isHeadOffice: false,
      isActive: true,
    });
    const listed = await shopList();
    expect(listed[0]?.isHeadOffice).toBe(true);
    expect(listed.at(-1)).toMatchObject({
      id: created.body.data.id,
      name: 'Toul Kork showroom',
      latitude: 11.5786,
    });
    expect(listed.at(-1)?.openingHours).toBe('Mon–Sat 08:00–17:30 · Sun closed');
    const inKhmer = (await shopList('km')).at(-1);
    expect(inKhmer?.name).toBe('បន្ទប់តាំងបង្ហាញទួលគោក');
    expect(inKhmer?.openingHours).toBe('ចន្ទ–សៅរ៍ 08:00–17:30 · អាទិត្យ បិទ');
    const audit = await api.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'showroom')
      .where('entity_id', '=', String(created.body.data.id))
      .execute();
    expect(audit).toEqual([{ action: 'showroom.create' }]);
  });

  it('edits and hides a showroom; the shop follows on the next read', async () => {
    const { id } = (await catalogue.post('/showrooms', showroomBody())).body.data;
    const edited = await catalogue.put(
      `/showrooms/${id}`,
      showroomBody({ name: 'Sen Sok showroom', phone: '012 345 678' }),
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await shopList()).find((room) => room.id === id)?.name).toBe('Sen Sok showroom');

    expect((await catalogue.post(`/showrooms/${id}/hide`)).body.data.isActive).toBe(false);
    expect((await shopList()).map((room) => room.id)).not.toContain(id);
    expect((await http.get(`/client/showroom/${id}`)).status).toBe(404);
    expect(
      (await catalogue.get('/showrooms')).body.data.find((room: { id: number }) => room.id === id),
    ).toMatchObject({ isActive: false });
    await catalogue.post(`/showrooms/${id}/show`);
    expect((await shopList()).map((room) => room.id)).toContain(id);
  });

  it('keeps the head office first and never hides it', async () => {
    const staffList = (await catalogue.get('/showrooms')).body.data as {
      id: number;
      isHeadOffice: boolean;
    }[];
    const headOffice = staffList.find((room) => room.isHeadOffice);
    expect(headOffice).toBeDefined();
    expect(staffList[0]?.id).toBe(headOffice?.id);
    const hidden = await catalogue.post(`/showrooms/${headOffice?.id}/hide`);
    expect(hidden.status).toBe(409);
    expect(envelopeOf(hidden).message).toBe('adminContentHeadOfficeStaysVisible');
    expect((await shopList())[0]?.id).toBe(headOffice?.id);
  });

  it.each([
    [{ name: ' ' }, 'adminContentShowroomNameIsRequired'],
    [{ address: '' }, 'adminContentShowroomAddressIsRequired'],
    [{ phone: 'call us' }, 'invalidPhoneNumber'],
    [{ weeklyHours: undefined }, 'adminContentShowroomHoursAreRequired'],
    [{ weeklyHours: [null, null] }, 'showroomHoursInvalid'],
    [{ weeklyHours: Array(7).fill({ opens: '18:00', closes: '08:00' }) }, 'showroomHoursInvalid'],
    [{ weeklyHours: Array(7).fill({ opens: '8am', closes: '17:00' }) }, 'showroomHoursInvalid'],
    [{ latitude: 95 }, 'adminContentCoordinatesInvalid'],
    [{ longitude: null }, 'adminContentCoordinatesInvalid'],
  ])('refuses %j with %s', async (overrides, key) => {
    const answer = await catalogue.post('/showrooms', showroomBody(overrides));
    expect(answer.status).toBe(400);
    expect(envelopeOf(answer).message).toBe(key);
  });
});
