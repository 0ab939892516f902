import { describe, expect, it } from '@jest/globals';
import { AxiosError } from 'axios';
import { delay, HttpResponse, http } from 'msw';
import { mockApi } from '../../test/mock-api';
import { accessTokenAtom } from '../session/session-atoms';
import { portalStore } from '../session/store';
import { api, onUnauthorized } from './client';
import { capitalizeFirst, toClientError } from './errors';

const server = mockApi(
  // MSW times a call out only once its answer has begun, so the body of this answer is what comes slowly.
  http.get(
    '/client/slow',
    () =>
      new HttpResponse(
        new ReadableStream({
          async start(body) {
            await delay(500);
            body.enqueue(new TextEncoder().encode(JSON.stringify({ data: null, message: 'ok' })));
            body.close();
          },
        }),
        { headers: { 'Content-Type': 'application/json' } },
      ),
  ),
  http.get('/client/answer', ({ request }) => {
    const query = new URL(request.url).searchParams;
    const status = Number(query.get('status'));
    const envelope = query.get('envelope');
    if (envelope) return HttpResponse.json(JSON.parse(envelope), { status });
    return new HttpResponse('plain failure', { status, headers: { 'Content-Type': 'text/plain' } });
  }),
);

const failureOf = async (path: string, timeout?: number) => {
  try {
    await api.get(path, timeout ? { timeout } : {});
  } catch (err) {
    return err;
  }
  throw new Error(`${path} did not fail`);
};

const answer = (status: number, envelope?: object) =>
  failureOf(
    `/answer?status=${status}${envelope ? `&envelope=${encodeURIComponent(JSON.stringify(envelope))}` : ''}`,
  );

describe('the error catalogue (spec section 8)', () => {
  it('turns no response into code 6000 with the maintenance network message', async () => {
    server.use(http.get('/client/anything', () => HttpResponse.error()));
    const error = toClientError(await failureOf('/anything'));
    expect(error).toMatchObject({
      message: 'Network Error: Unable to connect to the server, server is under maintenance.',
      code: 6000,
      failed: true,
    });
  });

  it('turns an axios timeout into code 9001', async () => {
    const error = toClientError(await failureOf('/slow', 50));
    expect(error.code).toBe(9001);
  });

  it('turns an ETIMEDOUT error into code 9001', () => {
    expect(toClientError(new AxiosError('connect ETIMEDOUT', 'ETIMEDOUT')).code).toBe(9001);
  });

  it("says 'Token expired. Please log in again.' for 401 with code 4410", async () => {
    const error = toClientError(await answer(401, { statusCode: 401, code: 4410, error: 'Unauthorized' }));
    expect(error).toMatchObject({
      message: 'Token expired. Please log in again.',
      statusCode: 401,
      code: 4410,
    });
  });

  it("says 'Unauthorized: You have been logged out.' for any other 401", async () => {
    const error = toClientError(await answer(401));
    expect(error).toMatchObject({ message: 'Unauthorized: You have been logged out.', statusCode: 401 });
  });

  it.each([
    [403, 'Access denied. You do not have permission.'],
    [404, 'The requested resource was not found.'],
    [400, 'Request validation failed.'],
    [422, 'Request validation failed.'],
    [409, 'Conflict occurred. Duplicate entry or state conflict.'],
    [500, 'System under maintanance. Please try again later.'],
    [502, 'System under maintanance. Please try again later.'],
    [503, 'System under maintanance. Please try again later.'],
    [504, 'System under maintanance. Please try again later.'],
  ])('says the catalogue message for %i: %s', async (status, message) => {
    const error = toClientError(await answer(status));
    expect(error).toMatchObject({ message, statusCode: status, failed: true });
  });

  it("says 'An unknown error occurred.' with code 9999 for any other status", async () => {
    const error = toClientError(await answer(418));
    expect(error).toMatchObject({ message: 'An unknown error occurred.', code: 9999, statusCode: 418 });
  });

  it('says the same for a failure that is not an HTTP call', () => {
    expect(toClientError(new TypeError('x is undefined'))).toMatchObject({
      message: 'An unknown error occurred.',
      code: 9999,
    });
  });

  it("prefers the server's message, code and error name when the body is the error envelope", async () => {
    const envelope = {
      statusCode: 409,
      code: 5101,
      error: 'Conflict',
      message: 'phone number is already in use',
    };
    const error = toClientError(await answer(409, envelope));
    expect(error).toEqual({ ...envelope, failed: true });
  });
});

describe('the unauthorized hook', () => {
  it('is told of a 401 to a signed-in request that is not an expired token, and not of a guest 401', async () => {
    const seen: number[] = [];
    const stop = onUnauthorized((error) => seen.push(error.code));
    portalStore.set(accessTokenAtom, 'some-token');
    await answer(401, { statusCode: 401, code: 4411, error: 'Unauthorized', message: 'Invalid token' });
    expect(portalStore.get(accessTokenAtom)).toBeNull();
    await answer(401, { statusCode: 401, code: 4010, error: 'Unauthorized', message: 'wrong password' });
    stop();
    expect(seen).toEqual([4411]);
  });
});

describe('capitalizeFirst', () => {
  it('capitalises the first letter of a server message for a toast', () => {
    expect(capitalizeFirst('phone number is already in use')).toBe('Phone number is already in use');
    expect(capitalizeFirst('')).toBe('');
  });
});
