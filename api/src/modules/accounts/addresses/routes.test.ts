import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { ErrorCode } from '@portal/shared/contract';
import { expect } from '../../../../../test/support/expect';
import { type SignedIn, signUp } from '../../../../test/accounts';
import { createHttp, envelopeOf, type Http } from '../../../../test/http';
import { type StartedApi, startApi } from '../../../../test/start-api';
import { districts, provinces } from '../../../db/seed/regions';

const phnomPenh = 12;
const chamkarMon = 1201;
const siemReap = 17;
const siemReapMunicipality = 1708;

const home = { name: 'Home', addressDetail: 'St. 310, #25', provinceId: phnomPenh, districtId: chamkarMon };

describe('/client/address', () => {
  let api: StartedApi;
  let http: Http;
  let alice: SignedIn;
  let bob: SignedIn;
  beforeAll(async () => {
    api = await startApi();
    http = createHttp(api.baseUrl);
    alice = await signUp(http);
    bob = await signUp(http);
  });
  afterAll(() => api?.close());

  const as = (user: SignedIn) => ({
    list: () => http.get('/client/address?limit=200&offset=0', { token: user.accessToken }),
    create: (body: Record<string, unknown>) =>
      http.post('/client/address', body, { token: user.accessToken }),
    update: (id: number, body: Record<string, unknown>) =>
      http.put(`/client/address/${id}`, body, { token: user.accessToken }),
    remove: (id: number) => http.delete(`/client/address/${id}`, { token: user.accessToken }),
    profile: () => http.get('/client/account/profile', { token: user.accessToken }),
  });

  describe('places', () => {
    it('lists Cambodia as the country', async () => {
      const answer = await http.get('/client/address/country', { token: alice.accessToken });
      expect(answer.body).toEqual({
        data: [{ id: 1, name: 'Cambodia' }],
        message: 'ok',
        meta: { limit: 1, offset: 0, total: 1 },
      });
    });

    it("lists Cambodia's 25 provinces with type=province&all=true, in Khmer for a Khmer client", async () => {
      const english = await http.get('/client/address/provinceOrDistrict/1?type=province&all=true', {
        token: alice.accessToken,
      });
      const khmer = await http.get('/client/address/provinceOrDistrict/1?type=province&all=true', {
        token: alice.accessToken,
        headers: { 'accept-language': 'km-KH' },
      });

      expect(english.status).toBe(200);
      expect(english.body.data).toHaveLength(25);
      expect(english.body.meta).toEqual({ limit: 25, offset: 0, total: 25 });
      expect(english.body.data.map((p: { name: string }) => p.name)).toEqual(
        expect.arrayContaining(['Phnom Penh', 'Siem Reap', 'Tbong Khmum', 'Kep']),
      );
      expect(khmer.body.data).toContainEqual({ id: phnomPenh, name: 'ភ្នំពេញ' });
    });

    it("lists a province's districts with type=district&all=true", async () => {
      const answer = await http.get(
        `/client/address/provinceOrDistrict/${phnomPenh}?type=district&all=true`,
        { token: alice.accessToken },
      );
      expect(answer.body.data).toHaveLength(14);
      expect(answer.body.data).toContainEqual({ id: chamkarMon, name: 'Chamkar Mon' });
    });

    it('pages without all=true', async () => {
      const answer = await http.get('/client/address/provinceOrDistrict/1?type=province&limit=10&offset=20', {
        token: alice.accessToken,
      });
      expect(answer.body.data).toHaveLength(5);
      expect(answer.body.meta).toEqual({ limit: 10, offset: 20, total: 25 });
    });

    it('answers an unknown parent with 404 and a wrong type with 400', async () => {
      expect(
        (
          await http.get('/client/address/provinceOrDistrict/99?type=district&all=true', {
            token: alice.accessToken,
          })
        ).status,
      ).toBe(404);
      const wrongType = await http.get('/client/address/provinceOrDistrict/1?type=village', {
        token: alice.accessToken,
      });
      expect(envelopeOf(wrongType).message).toBe('invalidPlaceType');
    });

    it('seeds every province with districts and unique ids', () => {
      expect(provinces).toHaveLength(25);
      expect(new Set(districts.map((district) => district.id)).size).toBe(districts.length);
      for (const province of provinces) expect(province.districts.length).toBeGreaterThan(1);
    });

    it('needs a token', async () => {
      expect((await http.get('/client/address/country')).status).toBe(401);
    });
  });

  describe('addresses', () => {
    it('makes the first address the default and shows it on the profile', async () => {
      const user = as(await signUp(http));
      const created = await user.create(home);

      expect(created.status).toBe(200);
      expect(created.body.data).toMatchObject({
        name: 'Home',
        addressDetail: 'St. 310, #25',
        province: { id: phnomPenh, name: 'Phnom Penh' },
        district: { id: chamkarMon, name: 'Chamkar Mon' },
        default: true,
      });
      const profile = (await user.profile()).body.data;
      expect(profile.defaultAddressProvinceName).toBe('Phnom Penh');
      expect(profile.defaultAddressDetail).toBe('St. 310, #25');
    });

    it('moves the default with PUT default: true, keeping exactly one', async () => {
      const user = as(await signUp(http));
      const first = (await user.create(home)).body.data;
      const second = (
        await user.create({ ...home, name: 'Shop', provinceId: siemReap, districtId: siemReapMunicipality })
      ).body.data;
      expect(second.default).toBe(false);

      const moved = await user.update(second.id, { default: true });

      expect(moved.body.data.default).toBe(true);
      const list = (await user.list()).body;
      expect(list.meta).toEqual({ limit: 200, offset: 0, total: 2 });
      expect(list.data.map((a: { id: number; default: boolean }) => [a.id, a.default])).toEqual([
        [second.id, true],
        [first.id, false],
      ]);
      expect((await user.profile()).body.data.defaultAddressProvinceName).toBe('Siem Reap');
    });

    it('takes the default for a new address created with default: true', async () => {
      const user = as(await signUp(http));
      await user.create(home);
      const second = (await user.create({ ...home, name: 'Office', default: true })).body.data;
      const defaults = (await user.list()).body.data.filter((a: { default: boolean }) => a.default);
      expect(defaults.map((a: { id: number }) => a.id)).toEqual([second.id]);
    });

    it('ignores default: false on the default address', async () => {
      const user = as(await signUp(http));
      const only = (await user.create(home)).body.data;
      expect((await user.update(only.id, { default: false })).body.data.default).toBe(true);
    });

    it('hands the default to another address when the default is deleted', async () => {
      const user = as(await signUp(http));
      const first = (await user.create(home)).body.data;
      const second = (await user.create({ ...home, name: 'Office' })).body.data;

      expect((await user.remove(first.id)).status).toBe(200);

      expect((await user.list()).body.data).toEqual([
        expect.objectContaining({ id: second.id, default: true }),
      ]);
      expect((await user.remove(second.id)).status).toBe(200);
      expect((await user.profile()).body.data.defaultAddressDetail).toBeNull();
    });

    it('updates fields and checks the district belongs to the province', async () => {
      const user = as(await signUp(http));
      const address = (await user.create({ ...home, phone: '+855 12 345 678' })).body.data;
      expect(address.phone).toBe('012345678');

      const updated = await user.update(address.id, { addressDetail: 'St. 51, #7', phone: null });
      expect(updated.body.data).toMatchObject({ addressDetail: 'St. 51, #7', phone: null, name: 'Home' });
      const mismatch = await user.update(address.id, { provinceId: siemReap });
      expect(mismatch.status).toBe(400);
      expect(envelopeOf(mismatch).message).toBe('invalidDistrict');
    });

    it('checks new addresses in the order name, detail, province, district', async () => {
      const user = as(alice);
      const steps: [Record<string, unknown>, string][] = [
        [{}, 'addressNameIsRequired'],
        [{ name: 'Home' }, 'addressIsRequired'],
        [{ addressDetail: 'St. 1' }, 'provinceIsRequired'],
        [{ provinceId: true }, 'provinceIsRequired'],
        [{ provinceId: phnomPenh }, 'districtIsRequired'],
        [{ districtId: 9999 }, 'invalidDistrict'],
        [{ districtId: chamkarMon, latitude: 91 }, 'invalidCoordinates'],
        [{ latitude: 11.55, phone: '12' }, 'invalidPhoneNumber'],
      ];
      let body: Record<string, unknown> = {};
      for (const [change, message] of steps) {
        body = { ...body, ...change };
        const answer = await user.create(body);
        expect(answer.status, message).toBe(400);
        expect(envelopeOf(answer).message).toBe(message);
      }
      expect((await user.create({ ...body, phone: '012 222 333', provinceId: '12' })).status).toBe(200);
    });

    it("never lets user B read, change or delete user A's address", async () => {
      const address = (await as(alice).create({ ...home, name: 'Alice home' })).body.data;

      const update = await as(bob).update(address.id, { name: 'Mine now', default: true });
      const remove = await as(bob).remove(address.id);
      const bobsList = await as(bob).list();

      expect(update.status).toBe(404);
      expect(envelopeOf(update).code).toBe(ErrorCode.notFound);
      expect(remove.status).toBe(404);
      expect(bobsList.body.data.map((a: { id: number }) => a.id)).not.toContain(address.id);
      const alicesList = (await as(alice).list()).body.data;
      expect(alicesList).toContainEqual(expect.objectContaining({ id: address.id, name: 'Alice home' }));
    });

    it('answers an unknown or out-of-range id with 404 or 400, never 500', async () => {
      expect((await as(alice).update(2_000_000_000, { name: 'x' })).status).toBe(404);
      expect((await as(alice).update(99_999_999_999, { name: 'x' })).status).toBe(400);
      expect((await as(alice).remove(0)).status).toBe(400);
    });
  });
});
