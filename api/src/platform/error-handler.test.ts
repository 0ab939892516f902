import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ErrorCode, errorEnvelopeSchema } from '@portal/shared/contract';
import { z } from 'zod';
import { type StartedApi, startApi } from '../../test/start-api';
import { AppError } from './errors';

const signUpBody = z.object({
  firstName: z.string({ error: 'firstNameIsRequired' }).trim().min(1, 'firstNameIsRequired'),
  lastName: z.string({ error: 'lastNameIsRequired' }).trim().min(1, 'lastNameIsRequired'),
});

describe('error envelope', () => {
  let api: StartedApi;
  beforeAll(async () => {
    api = await startApi({
      configure: (app) => {
        app.post('/client/test/sign-up', { schema: { body: signUpBody } }, async (request) => request.body);
        app.get('/client/test/conflict', async () => {
          throw new AppError(409, ErrorCode.conflict, 'phoneNumberOrEmailIsAlreadyInUse');
        });
        app.get('/client/test/crash', async () => {
          throw new Error('connection string postgres://secret@db leaked');
        });
      },
    });
  });
  afterAll(() => api?.close());

  const post = (path: string, body: string) =>
    fetch(`${api.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

  const envelopeOf = async (response: Response) => errorEnvelopeSchema.strict().parse(await response.json());

  it('answers an unknown route with 404 and code 4040', async () => {
    const response = await fetch(`${api.baseUrl}/client/no-such-thing`);

    expect(response.status).toBe(404);
    expect(await envelopeOf(response)).toEqual({
      statusCode: 404,
      code: ErrorCode.notFound,
      error: 'Not Found',
      message: 'resourceNotFound',
    });
  });

  it('answers a malformed JSON body with 400', async () => {
    const response = await post('/client/test/sign-up', '{"firstName": "Dara",');

    expect(response.status).toBe(400);
    expect(await envelopeOf(response)).toEqual({
      statusCode: 400,
      code: 4000,
      error: 'Bad Request',
      message: 'malformedJsonBody',
    });
  });

  it("answers a body failing the schema with 400, code 4000 and the first issue's message key", async () => {
    const missingBoth = await post('/client/test/sign-up', JSON.stringify({}));
    const missingLastName = await post(
      '/client/test/sign-up',
      JSON.stringify({ firstName: 'Dara', lastName: ' ' }),
    );

    expect(missingBoth.status).toBe(400);
    expect(await envelopeOf(missingBoth)).toEqual({
      statusCode: 400,
      code: ErrorCode.validation,
      error: 'Bad Request',
      message: 'firstNameIsRequired',
    });
    expect((await envelopeOf(missingLastName)).message).toBe('lastNameIsRequired');
  });

  it('passes a valid body through', async () => {
    const response = await post(
      '/client/test/sign-up',
      JSON.stringify({ firstName: ' Dara ', lastName: 'Sok' }),
    );

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ firstName: 'Dara', lastName: 'Sok' });
  });

  it('answers a body over 1 MiB with 413', async () => {
    const response = await post(
      '/client/test/sign-up',
      JSON.stringify({ firstName: 'x'.repeat(1024 * 1024) }),
    );

    expect(response.status).toBe(413);
    expect(await envelopeOf(response)).toEqual({
      statusCode: 413,
      code: 4130,
      error: 'Payload Too Large',
      message: 'payloadTooLarge',
    });
  });

  it('answers an AppError with its own status, code and message key', async () => {
    const response = await fetch(`${api.baseUrl}/client/test/conflict`);

    expect(response.status).toBe(409);
    expect(await envelopeOf(response)).toEqual({
      statusCode: 409,
      code: ErrorCode.conflict,
      error: 'Conflict',
      message: 'phoneNumberOrEmailIsAlreadyInUse',
    });
  });

  it('answers an unexpected failure with 500 and a generic message, never the details', async () => {
    const response = await fetch(`${api.baseUrl}/client/test/crash`);
    const text = await response.text();

    expect(response.status).toBe(500);
    expect(errorEnvelopeSchema.strict().parse(JSON.parse(text))).toEqual({
      statusCode: 500,
      code: ErrorCode.internal,
      error: 'Internal Server Error',
      message: 'internalServerError',
    });
    expect(text).not.toContain('secret');
    expect(text).not.toContain('.ts:');
  });
});
