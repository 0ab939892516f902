import { acceptLanguage } from '../i18n/language';
import { accessTokenAtom } from '../session/session-atoms';
import { portalStore } from '../session/store';
import { describeDevice } from './device';

const DEFAULT_APP_VERSION = '1.0.0';

// Webpack's DefinePlugin replaces the whole `process.env.APP_VERSION` expression but not `process`, so a
// `typeof process` guard would hide the injected value in the browser; the try covers builds that inject nothing.
const appVersion = (): string => {
  try {
    return process.env.APP_VERSION || DEFAULT_APP_VERSION;
  } catch {
    return DEFAULT_APP_VERSION;
  }
};

const device = describeDevice(globalThis.navigator?.userAgent ?? '', globalThis.navigator?.platform ?? '');

const fixedHeaders = {
  'x-app': 'coffee-portal-web',
  'x-device': 'web',
  'x-model-name': device.browser,
  'x-os-version': device.os,
  'x-app-version': appVersion(),
  'x-device-name': `${device.browser} on ${device.os}`,
};

/** The headers of spec section 7 that every /client call carries. */
export const portalHeaders = (): Record<string, string> => {
  const token = portalStore.get(accessTokenAtom);
  return {
    ...fixedHeaders,
    'Accept-Language': acceptLanguage(),
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  };
};
