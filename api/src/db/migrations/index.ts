import type { Migration } from 'kysely/migration';
import * as settingsAndLocalize from './0001-settings-and-localize';
import * as accountsAndTokens from './0002-accounts-and-tokens';
import * as addresses from './0003-addresses';
import * as uploadsAndBusinessPartners from './0004-uploads-and-business-partners';
import * as catalogueBannersNotificationsFeedback from './0005-catalogue-banners-notifications-feedback';
import * as shopCatalogue from './0010-shop-catalogue';
import * as ordersCartCouponsPoints from './0015-orders-cart-coupons-points';
import * as accountBirthday from './0020-account-birthday';
import * as serviceDeskAndTutorials from './0030-service-desk-and-tutorials';
import * as academy from './0040-academy';
import * as helpCentre from './0050-help-centre';
import * as staffRolesAndAuditLog from './0060-staff-roles-and-audit-log';
import * as serviceDeskTechnicians from './0070-service-desk-technicians';
import * as academyVacancyIds from './0071-academy-vacancy-ids';
import * as stockMovementsAndStaffCatalogue from './0080-stock-movements-and-staff-catalogue';
import * as homeBannersShowroomsQuotationsDesk from './0090-home-banners-showrooms-quotations-desk';
import * as promotionPricesAndStaffTaxonomy from './0095-promotion-prices-and-staff-taxonomy';
import * as notificationsInKhmer from './0100-notifications-in-khmer';
import * as stockMovementsOfOrders from './0110-stock-movements-of-orders';
import * as orderNumberSequence from './0120-order-number-sequence';
import * as rateLimits from './0130-rate-limits';
import * as showroomWeeklyHours from './0140-showroom-weekly-hours';
import * as stockAlertsAndMessageLanguage from './0150-stock-alerts-and-message-language';
import * as customerGroupNamesInKhmer from './0160-customer-group-names-in-khmer';
import * as outboxDeliveryAttempts from './0170-outbox-delivery-attempts';
import * as pendingContactChanges from './0180-pending-contact-changes';
import * as specialBlendDesk from './0190-special-blend-desk';
import * as reportIndexes from './0200-report-indexes';
import * as productSearch from './0210-product-search';
import * as staffDeveloperPermission from './0220-staff-developer-permission';
import * as deployTokens from './0230-deploy-tokens';
import * as releaseRegistry from './0240-release-registry';
import * as releaseHealth from './0245-release-health';
import * as variantLowStockLevels from './0250-variant-low-stock-levels';
import * as sessionRemember from './0260-session-remember';
import * as staffSearchIndexes from './0270-staff-search-indexes';
import * as chatLinkSettings from './0310-chat-link-settings';
import * as orderPaymentDeepLink from './0320-order-payment-deep-link';
import * as orderDeliveryPartner from './0321-order-delivery-partner';
import * as productFacets from './0330-product-facets';
import * as accountViews from './0340-account-views';
import * as catalogueViews from './0350-catalogue-views';
import * as orderingViews from './0351-ordering-views';
import * as contentViews from './0352-content-views';
import * as catalogueStockFunctions from './0360-catalogue-stock-functions';
import * as accountsPointsFunction from './0361-accounts-points-function';
import * as notifyFunctions from './0362-notify-functions';
import * as orderingRecordOrder from './0363-ordering-record-order';
import * as contentPickupSite from './0364-content-pickup-site';
import * as cataloguePromotionPrice from './0370-catalogue-promotion-price';
import * as accountCustomers from './0371-account-customers';

/** Every migration, in order. Names sort as they run; never rename or edit one that has shipped, add a new one. */
export const migrations: Record<string, Migration> = {
  '0001-settings-and-localize': settingsAndLocalize,
  '0002-accounts-and-tokens': accountsAndTokens,
  '0003-addresses': addresses,
  '0004-uploads-and-business-partners': uploadsAndBusinessPartners,
  '0005-catalogue-banners-notifications-feedback': catalogueBannersNotificationsFeedback,
  '0010-shop-catalogue': shopCatalogue,
  '0015-orders-cart-coupons-points': ordersCartCouponsPoints,
  '0020-account-birthday': accountBirthday,
  '0030-service-desk-and-tutorials': serviceDeskAndTutorials,
  '0040-academy': academy,
  '0050-help-centre': helpCentre,
  '0060-staff-roles-and-audit-log': staffRolesAndAuditLog,
  '0070-service-desk-technicians': serviceDeskTechnicians,
  '0071-academy-vacancy-ids': academyVacancyIds,
  '0080-stock-movements-and-staff-catalogue': stockMovementsAndStaffCatalogue,
  '0090-home-banners-showrooms-quotations-desk': homeBannersShowroomsQuotationsDesk,
  '0095-promotion-prices-and-staff-taxonomy': promotionPricesAndStaffTaxonomy,
  '0100-notifications-in-khmer': notificationsInKhmer,
  '0110-stock-movements-of-orders': stockMovementsOfOrders,
  '0120-order-number-sequence': orderNumberSequence,
  '0130-rate-limits': rateLimits,
  '0140-showroom-weekly-hours': showroomWeeklyHours,
  '0150-stock-alerts-and-message-language': stockAlertsAndMessageLanguage,
  '0160-customer-group-names-in-khmer': customerGroupNamesInKhmer,
  '0170-outbox-delivery-attempts': outboxDeliveryAttempts,
  '0180-pending-contact-changes': pendingContactChanges,
  '0190-special-blend-desk': specialBlendDesk,
  '0200-report-indexes': reportIndexes,
  '0210-product-search': productSearch,
  '0220-staff-developer-permission': staffDeveloperPermission,
  '0230-deploy-tokens': deployTokens,
  '0240-release-registry': releaseRegistry,
  '0245-release-health': releaseHealth,
  '0250-variant-low-stock-levels': variantLowStockLevels,
  '0260-session-remember': sessionRemember,
  '0270-staff-search-indexes': staffSearchIndexes,
  '0310-chat-link-settings': chatLinkSettings,
  '0320-order-payment-deep-link': orderPaymentDeepLink,
  '0321-order-delivery-partner': orderDeliveryPartner,
  '0330-product-facets': productFacets,
  '0340-account-views': accountViews,
  '0350-catalogue-views': catalogueViews,
  '0351-ordering-views': orderingViews,
  '0352-content-views': contentViews,
  '0360-catalogue-stock-functions': catalogueStockFunctions,
  '0361-accounts-points-function': accountsPointsFunction,
  '0362-notify-functions': notifyFunctions,
  '0363-ordering-record-order': orderingRecordOrder,
  '0364-content-pickup-site': contentPickupSite,
  '0370-catalogue-promotion-price': cataloguePromotionPrice,
  '0371-account-customers': accountCustomers,
};
