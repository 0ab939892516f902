import axios from 'axios';
import { ErrorCode } from '../contract/error-codes';
import { type ClientError, toClientError } from './errors';
import { portalHeaders } from './headers';

/** The one HTTP client of the portal, for the API's /client routes. */
export const api = axios.create({ baseURL: '/client', timeout: 20_000 });

export const configureApi = ({ baseURL }: { baseURL: string }) => {
  api.defaults.baseURL = baseURL;
};

api.interceptors.request.use((config) => {
  // false: a header the caller set explicitly is kept.
  config.headers.set(portalHeaders(), false);
  return config;
});

type UnauthorizedHandler = (error: ClientError) => void;
const unauthorizedHandlers = new Set<UnauthorizedHandler>();

/**
 * Called on a 401 that is not an expired access token (spec: forced logout). Code 4410 is left to the token
 * refresh. Returns the unsubscribe function.
 */
export const onUnauthorized = (handler: UnauthorizedHandler) => {
  unauthorizedHandlers.add(handler);
  return () => {
    unauthorizedHandlers.delete(handler);
  };
};

api.interceptors.response.use(undefined, (err: unknown) => {
  const error = toClientError(err);
  if (error.statusCode === 401 && error.code !== ErrorCode.accessTokenExpired) {
    for (const handler of unauthorizedHandlers) handler(error);
  }
  return Promise.reject(err);
});
