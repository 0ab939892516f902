import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { errorEnvelopeSchema } from '@portal/shared/contract';
import { signUp } from '../test/accounts';
import { createHttp, type Http } from '../test/http';
import { type StartedApi, startApi } from '../test/start-api';

type Operation = {
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
  parameters?: { in: string; name: string }[];
};
type Document = { paths: Record<string, Record<string, Operation>> };

/** Routes that end the caller's session run last, so the others are tried with a live token. */
const last = ['/client/account/delete-request', '/client/auth/logout'];

const wrongValues: unknown[] = [
  123,
  -1.5,
  true,
  null,
  {},
  [],
  ['x'],
  { nested: { deep: [1] } },
  'x'.repeat(5000),
  '\u0000',
];
const pathValues = ['1', '0', 'abc', '-1', '99999999999999999999', '1.5', '%00', "1'or'1"];

describe('every route, fed malformed, missing, oversized and wrongly typed input', () => {
  let api: StartedApi;
  let http: Http;
  let token: string;
  let document: Document;
  beforeAll(async () => {
    api = await startApi();
    http = createHttp(api.baseUrl);
    token = (await signUp(http)).accessToken;
    document = (await http.get('/client/docs/json')).body;
  });
  afterAll(() => api?.close());

  const operations = () =>
    Object.entries(document.paths)
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
      )
      .sort((a, b) => Number(last.includes(a.path)) - Number(last.includes(b.path)));

  const bodiesFor = (operation: Operation) => {
    const properties = Object.keys(
      operation.requestBody?.content?.['application/json']?.schema?.properties ?? {},
    );
    const bodies: { raw?: string; contentType?: string; label: string }[] = [
      { label: 'no body' },
      { raw: '', contentType: 'application/json', label: 'empty JSON body' },
      { raw: '{"a":', contentType: 'application/json', label: 'malformed JSON' },
      { raw: '[]', contentType: 'application/json', label: 'an array' },
      { raw: 'null', contentType: 'application/json', label: 'null' },
      { raw: '42', contentType: 'application/json', label: 'a number' },
      { raw: '"text"', contentType: 'application/json', label: 'a string' },
      { raw: 'firstName=Dara', contentType: 'application/x-www-form-urlencoded', label: 'a form' },
      { raw: 'hello', contentType: 'text/plain', label: 'plain text' },
      {
        raw: JSON.stringify({ padding: 'x'.repeat(1024 * 1024 + 10) }),
        contentType: 'application/json',
        label: 'over 1 MiB',
      },
      { raw: '{}', contentType: 'application/json', label: 'an empty object' },
    ];
    for (const value of wrongValues) {
      const body = Object.fromEntries(properties.map((property) => [property, value]));
      bodies.push({
        raw: JSON.stringify(body),
        contentType: 'application/json',
        label: `every field ${JSON.stringify(value).slice(0, 20)}`,
      });
    }
    return bodies;
  };

  it('answers 4xx in the envelope, never 5xx', async () => {
    const failures: string[] = [];
    let requests = 0;
    for (const { path, method, operation } of operations()) {
      const paths = path.includes('{')
        ? pathValues.map((value) => path.replace(/\{[^}]+\}/g, value))
        : [path];
      const queries = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
      const badQuery = queries.length
        ? `?${queries.map((parameter) => `${parameter.name}=${['abc', '-5', '1e99', '%ZZ', ''][parameter.name.length % 5]}`).join('&')}`
        : '';
      // Every body against the first path; every path value with an empty body: the two vary independently.
      const attempts = paths.flatMap((target, index) => {
        const bodies =
          method === 'get' || method === 'delete' ? [{ label: 'no body' }] : bodiesFor(operation);
        return (index === 0 ? bodies : bodies.slice(0, 1)).map((body) => ({ target, body }));
      });
      for (const { target, body } of attempts) {
        for (const query of badQuery
          ? ['', badQuery, `?${queries.map((q) => `${q.name}[]=1&${q.name}=2`).join('&')}`]
          : ['']) {
          for (const withToken of [false, true]) {
            const headers: Record<string, string> =
              'contentType' in body && body.contentType ? { 'content-type': body.contentType } : {};
            if (withToken) headers.authorization = `Bearer ${token}`;
            const response = await fetch(`${api.baseUrl}${target}${query}`, {
              method: method.toUpperCase(),
              headers,
              ...('raw' in body ? { body: body.raw } : {}),
            });
            requests++;
            const text = await response.text();
            const where = `${method.toUpperCase()} ${target}${query.slice(0, 40)} ${body.label}${withToken ? ' (token)' : ''}`;
            if (response.status >= 500) failures.push(`${where} → ${response.status} ${text.slice(0, 120)}`);
            else if (response.status >= 400) {
              const parsed = errorEnvelopeSchema.strict().safeParse(JSON.parse(text));
              if (!parsed.success || parsed.data.statusCode !== response.status)
                failures.push(`${where} → not an envelope: ${text.slice(0, 120)}`);
              else if (!/^[A-Za-z][A-Za-z0-9]*$/.test(parsed.data.message) && response.status !== 429)
                failures.push(`${where} → message is not a key: ${parsed.data.message}`);
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(200);
    // Thousands of requests, more with every module: beyond the suite's 30 s default on a busy machine.
  }, 300_000);

  it('answers the dev outbox without its query with 400', async () => {
    const answer = await http.get('/__dev/outbox');
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('phoneOrEmailCannotBeEmpty');
  });
});
