import { api } from '@portal/shared';

type AxiosRequestConfig = NonNullable<Parameters<typeof api.get>[1]>;

/**
 * The staff API sits beside /client (at /admin-api); calls go through the portal's one client, so they carry
 * the same token and refresh it the same way.
 */
export const staffApiBase = (clientBase = api.defaults.baseURL ?? '/client') =>
  clientBase.replace(/\/client\/?$/, '/admin-api');

const withBase = (config: AxiosRequestConfig = {}): AxiosRequestConfig => ({
  ...config,
  baseURL: staffApiBase(),
});

// Answers are read loosely and parsed with the contract's schema by each endpoint file.
// biome-ignore lint/suspicious/noExplicitAny: see above
type Envelope = { data: any };

export const staffApi = {
  get: (url: string, config?: AxiosRequestConfig) => api.get<Envelope>(url, withBase(config)),
  post: (url: string, body?: unknown, config?: AxiosRequestConfig) =>
    api.post<Envelope>(url, body, withBase(config)),
  put: (url: string, body?: unknown, config?: AxiosRequestConfig) =>
    api.put<Envelope>(url, body, withBase(config)),
  delete: (url: string, config?: AxiosRequestConfig) => api.delete<Envelope>(url, withBase(config)),
};
