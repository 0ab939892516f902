export { queryOptions, useIsFetching, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
export { addressesQuery, getAddresses, useAddresses } from './account/get-addresses';
export { creditLineQuery, getCreditLine, useCreditLine } from './account/get-credit-line';
export { getProfile, profileQuery, useProfile } from './account/get-profile';
export { logout } from './account/logout';
export { api, configureApi, onUnauthorized, refreshAccessToken } from './api/client';
export { type ClientError, capitalizeFirst, serverMessage, toClientError } from './api/errors';
export { DEFAULT_LIST_LIMIT, type ListFilters, type ListParams, toListParams } from './api/list-params';
export { UploadError, uploadImage } from './api/upload';
export { refreshCart, useCartCount } from './cart/cart-count';
export { categoriesQuery, getCategories, useCategories } from './catalogue/get-categories';
export { AppProviders } from './components/AppProviders';
export { ErrorPage } from './components/ErrorPage';
export { FullPageError } from './components/FullPageError';
export { LoadFailed } from './components/LoadFailed';
export { NotFoundPage } from './components/NotFoundPage';
export { PageHeading } from './components/PageHeading';
export { TitledSection } from './components/TitledSection';
export { usePageDescription } from './components/use-page-description';
export { RemoteSectionFrame } from './federation/RemoteSectionFrame';
export { StandaloneApp } from './federation/StandaloneApp';
export { formatDate, NA } from './format/format-date';
export { formatUsd } from './format/format-usd';
export { i18n } from './i18n/i18n';
export { changeLanguage, currentLanguageAtom, languagesAtom } from './i18n/language';
export { loadTranslations, translationsQuery } from './i18n/load-translations';
export { TranslationsGate } from './i18n/TranslationsGate';
export { queryClient } from './query/query-client';
export { readCookie, removeCookie, writeCookie } from './session/cookies';
export { type DialogName, dialogAtom } from './session/dialog-atom';
export { addRecentSearchAtom, clearRecentSearchesAtom, recentSearchesAtom } from './session/recent-searches';
export { clearSession, saveTokens, type Tokens } from './session/session';
export {
  accessTokenAtom,
  accountIdAtom,
  isLoggedInAtom,
  refreshTokenAtom,
  sidebarOpenedAtom,
} from './session/session-atoms';
export { allSettingsOn, type FeatureSettings, settingsAtom } from './session/settings-atom';
export { portalStore } from './session/store';
export { getSettings, settingsQuery, useSettings } from './settings/get-settings';
export { showToast, type ToastOptions } from './toast/toast';
