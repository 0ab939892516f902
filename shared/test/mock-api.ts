import { afterAll, afterEach, beforeAll } from '@jest/globals';
import { HttpResponse, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';

/**
 * Answers the api client's requests with MSW `handlers` for the test file; a request no handler answers fails it.
 * The client's base URL stays '/client', so handlers name paths like '/client/cart'. Returns the server, for
 * `server.use(...)` in one test.
 */
export const mockApi = (...handlers: RequestHandler[]) => {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
};

/** The API's envelope around `data`. */
export const ok = (data: unknown, init?: ResponseInit) => HttpResponse.json({ data, message: 'ok' }, init);
