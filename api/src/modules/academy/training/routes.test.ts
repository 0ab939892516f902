import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { ErrorCode } from '@portal/shared/contract';
import { expect } from '../../../../../test/support/expect';
import { type SignedIn, signUp } from '../../../../test/accounts';
import { createTestClock, minutes } from '../../../../test/clock';
import { createHttp, envelopeOf, type Http } from '../../../../test/http';
import { type StartedApi, startApi } from '../../../../test/start-api';
import { createAcademyTicketService } from './service';

// 2025-03-03 09:00 in Phnom Penh.
const clock = createTestClock(new Date('2025-03-03T02:00:00.000Z'));

describe('academy training and barista requests', () => {
  let api: StartedApi;
  let http: Http;
  let customer: SignedIn;
  let other: SignedIn;
  let partner: SignedIn;
  beforeAll(async () => {
    api = await startApi({ clock });
    http = createHttp(api.baseUrl);
    customer = await signUp(http);
    other = await signUp(http);
    partner = await signUp(http);
    await api.db.updateTable('users').set({ customer_group_id: 143 }).where('id', '=', partner.id).execute();
  });
  afterAll(() => api?.close());

  const training = {
    ticketTypeId: 11,
    numberOfPeople: 3,
    preferredDate: '2025-03-10',
    remark: 'Morning please',
  };
  const baristas = {
    numberOfHiring: 2,
    shopName: 'Brown Leaf',
    contactPerson: 'Dara',
    contactPhone: '012 345 678',
    startDate: '2025-04-01',
  };

  it('lists training types with their courses, in Khmer for a Khmer client', async () => {
    const answer = await http.get('/client/ticket/type/training');
    expect(answer.status).toBe(200);
    const barista = answer.body.data.find((type: { id: number }) => type.id === 1);
    expect(barista.name).toBe('Barista skills');
    expect(barista.children.map((c: { id: number }) => c.id)).toEqual([11, 12, 13]);
    const khmer = await http.get('/client/ticket/type/training', { headers: { 'accept-language': 'km-KH' } });
    expect(khmer.body.data[0].name).toBe('ជំនាញបារីស្តា');
    const children = await http.get('/client/ticket/type/training/children?parentId=2');
    expect(children.body.data.map((c: { name: string }) => c.name)).toContain('Equipment care');
    expect((await http.get('/client/ticket/type/training/children?parentId=11')).status).toBe(404);
  });

  it('takes a training request as Pending with its history, and shows it only to its owner', async () => {
    const created = await http.post('/client/training/ticket', training, { token: customer.accessToken });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data).toMatchObject({
      kind: 'training',
      status: 'Pending',
      numberOfPeople: 3,
      date: '2025-03-10',
      trainingType: { id: 11, name: 'Espresso fundamentals', parentName: 'Barista skills' },
      history: [{ status: 'Pending', note: null }],
    });
    const mine = await http.get('/client/academy/history?type=training', { token: customer.accessToken });
    expect(mine.body.data.map((t: { id: number }) => t.id)).toEqual([created.body.data.id]);
    expect(mine.body.meta).toEqual({ limit: 10, offset: 0, total: 1 });
    const theirs = await http.get('/client/academy/history?type=training', { token: other.accessToken });
    expect(theirs.body.data).toEqual([]);
    const cancelByOther = await http.put(`/client/academy/ticket/${created.body.data.id}/cancel`, undefined, {
      token: other.accessToken,
    });
    expect(cancelByOther.status).toBe(404);
  });

  it('refuses a training request without a token, for an unknown course, in the past, or for nobody', async () => {
    expect((await http.post('/client/training/ticket', training)).status).toBe(401);
    const unknown = await http.post(
      '/client/training/ticket',
      { ...training, ticketTypeId: 999 },
      {
        token: customer.accessToken,
      },
    );
    expect(envelopeOf(unknown).message).toBe('academyUnknownTrainingType');
    const past = await http.post(
      '/client/training/ticket',
      { ...training, preferredDate: '2025-03-02' },
      {
        token: customer.accessToken,
      },
    );
    expect(envelopeOf(past)).toMatchObject({ statusCode: 400, message: 'academyDateCannotBeInThePast' });
    const nobody = await http.post(
      '/client/training/ticket',
      { ...training, numberOfPeople: 0 },
      {
        token: customer.accessToken,
      },
    );
    expect(envelopeOf(nobody).message).toBe('academyNumberMustBeAboveZero');
    const missing = await http.post('/client/training/ticket', {}, { token: customer.accessToken });
    expect(envelopeOf(missing).message).toBe('academyTrainingTypeIsRequired');
  });

  it('answers barista requests and their history to business partners only (403 / 4430)', async () => {
    const refused = await http.post('/client/academy/ticket', baristas, { token: customer.accessToken });
    expect(envelopeOf(refused)).toMatchObject({
      statusCode: 403,
      code: ErrorCode.permissionDenied,
      message: 'thisPageAllowsBusinessPartnerOnly',
    });
    const history = await http.get('/client/academy/history?type=barista', { token: customer.accessToken });
    expect(envelopeOf(history).code).toBe(ErrorCode.permissionDenied);

    const created = await http.post('/client/academy/ticket', baristas, { token: partner.accessToken });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data).toMatchObject({
      kind: 'barista',
      numberOfPeople: 2,
      shopName: 'Brown Leaf',
      contactPhone: '012345678',
      status: 'Pending',
    });
    const listed = await http.get('/client/academy/history?type=barista', { token: partner.accessToken });
    expect(listed.body.data).toHaveLength(1);
  });

  it('lets the owner cancel only while pending, and follows the transition table with history', async () => {
    const first = await http.post('/client/training/ticket', training, { token: customer.accessToken });
    const cancelled = await http.put(`/client/academy/ticket/${first.body.data.id}/cancel`, undefined, {
      token: customer.accessToken,
    });
    expect(cancelled.body.data.status).toBe('Cancelled');
    expect(cancelled.body.data.history.map((h: { status: string }) => h.status)).toEqual([
      'Pending',
      'Cancelled',
    ]);
    const again = await http.put(`/client/academy/ticket/${first.body.data.id}/cancel`, undefined, {
      token: customer.accessToken,
    });
    expect(envelopeOf(again)).toMatchObject({ statusCode: 409, message: 'academyRequestCannotBeCancelled' });

    const second = await http.post('/client/training/ticket', training, { token: customer.accessToken });
    clock.advance(minutes(5));
    const desk = createAcademyTicketService({ db: api.db, clock });
    await desk.move(second.body.data.id, 'Confirmed', 'Trainer: Vanna');
    await expect(desk.move(second.body.data.id, 'Pending')).rejects.toMatchObject({ statusCode: 409 });
    await expect(desk.move(second.body.data.id, 'Rejected')).rejects.toMatchObject({ statusCode: 409 });
    const confirmed = await http.put(`/client/academy/ticket/${second.body.data.id}/cancel`, undefined, {
      token: customer.accessToken,
    });
    expect(confirmed.status).toBe(409);
    const listed = await http.get('/client/academy/history?type=training', { token: customer.accessToken });
    const ticket = listed.body.data.find((t: { id: number }) => t.id === second.body.data.id);
    expect(ticket.status).toBe('Confirmed');
    expect(ticket.history).toMatchObject([
      { status: 'Pending' },
      { status: 'Confirmed', note: 'Trainer: Vanna' },
    ]);
  });
});
