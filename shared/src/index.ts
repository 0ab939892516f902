export { queryOptions, useIsFetching, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
export {
  addressesQuery,
  addressKeys,
  createAddress,
  deleteAddress,
  getAddresses,
  setDefaultAddress,
  updateAddress,
  useAddresses,
} from './account/addresses';
export { changePassword } from './account/change-password';
export { creditLineQuery, getCreditLine, useCreditLine } from './account/get-credit-line';
export { getProfile, profileKeys, profileQuery, useProfile } from './account/get-profile';
export { logout } from './account/logout';
export { districtsQuery, placeKeys, provincesQuery, useDistricts, useProvinces } from './account/places';
export {
  getPointHistory,
  type PointPage,
  pointHistoryQuery,
  pointKeys,
  pointPageSize,
} from './account/points';
export { updateProfile } from './account/update-profile';
export { api, configureApi, onUnauthorized, refreshAccessToken } from './api/client';
export { downloadFile } from './api/download';
export { type ClientError, capitalizeFirst, serverMessage, toClientError } from './api/errors';
export { DEFAULT_LIST_LIMIT, type ListFilters, type ListParams, toListParams } from './api/list-params';
export { UploadError, uploadImage } from './api/upload';
export { cartAdded, cartKeys, refreshCart, useCartCount } from './cart/cart-count';
export { categoriesQuery, getCategories, useCategories } from './catalogue/get-categories';
export {
  getSearchSuggestions,
  searchSuggestionKeys,
  searchSuggestionsQuery,
} from './catalogue/search-suggestions';
export { AcademyStatusHistory } from './components/AcademyStatusHistory';
export { AppProviders } from './components/AppProviders';
export { ErrorPage } from './components/ErrorPage';
export { FullPageError } from './components/FullPageError';
export { LoadFailed } from './components/LoadFailed';
export { NotFoundPage } from './components/NotFoundPage';
export { PageHeading } from './components/PageHeading';
export {
  DetailField,
  ServiceTicketPhotos,
  ServiceTicketRequest,
  ServiceTicketTechnician,
} from './components/ServiceTicketDetails';
export { TitledSection } from './components/TitledSection';
export { usePageDescription } from './components/use-page-description';
export { RemoteSectionFrame } from './federation/RemoteSectionFrame';
export { StandaloneApp } from './federation/StandaloneApp';
export { formatDate, NA } from './format/format-date';
export { formatUsd } from './format/format-usd';
export { i18n } from './i18n/i18n';
export { changeLanguage, currentLanguageAtom, languagesAtom } from './i18n/language';
export {
  loadAllTranslations,
  loadTranslations,
  translationsCover,
  translationsQuery,
} from './i18n/load-translations';
export { TranslationsGate } from './i18n/TranslationsGate';
export {
  getNotification,
  getNotifications,
  markNotificationRead,
  markNotificationsSeen,
  type NotificationPage,
  notificationKeys,
  notificationPageSize,
  notificationQuery,
  notificationsQuery,
} from './notifications/notifications';
export { expectedDeliveryMessage, expectedDeliveryText } from './orders/expected-delivery';
export {
  cancelOrder,
  getOrder,
  getOrderCount,
  getOrders,
  type OrderPage,
  orderCountQuery,
  orderKeys,
  orderQuery,
  ordersQuery,
  refreshOrders,
} from './orders/orders';
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
export {
  parseSocialConfig,
  type SocialClientIds,
  setSocialClientIds,
  socialClientId,
} from './session/social-config';
export { portalStore } from './session/store';
export { getSettings, settingsQuery, useSettings } from './settings/get-settings';
export { showToast, type ToastOptions } from './toast/toast';
