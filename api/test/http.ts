import { errorEnvelopeSchema } from '@portal/shared/contract';

/** Tests read answers loosely and check them with expectations or contract schemas where the shape matters. */
// biome-ignore lint/suspicious/noExplicitAny: see above
type Loose = any;

export type Answer<T = Loose> = { status: number; body: T; headers: Headers };

export type RequestOptions = { token?: string | undefined; headers?: Record<string, string>; raw?: string };

/** JSON over real HTTP against a started API: `call('POST', '/client/auth/login', body, { token })`. */
export const createHttp = (baseUrl: string) => {
  const call = async <T = Loose>(
    method: string,
    path: string,
    body?: unknown,
    options: RequestOptions = {},
  ): Promise<Answer<T>> => {
    const headers: Record<string, string> = { ...options.headers };
    if (body !== undefined || options.raw !== undefined) headers['content-type'] ??= 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: options.raw ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
  };
  return {
    call,
    get: <T = Loose>(path: string, options?: RequestOptions) => call<T>('GET', path, undefined, options),
    post: <T = Loose>(path: string, body?: unknown, options?: RequestOptions) =>
      call<T>('POST', path, body, options),
    put: <T = Loose>(path: string, body?: unknown, options?: RequestOptions) =>
      call<T>('PUT', path, body, options),
    delete: <T = Loose>(path: string, options?: RequestOptions) =>
      call<T>('DELETE', path, undefined, options),
  };
};

export type Http = ReturnType<typeof createHttp>;

/** The error envelope of an answer, checked to have exactly the spec's four fields. */
export const envelopeOf = (answer: Answer) => errorEnvelopeSchema.strict().parse(answer.body);
