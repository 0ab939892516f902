/**
 * The first part of every back-office query's key, one per list the staff API answers (TanStack Query's key
 * factories). A query's key starts with its list's root; a change invalidates the roots of the lists it alters, so no
 * key is typed twice and no change refreshes the whole back office.
 */
export const adminKeys = {
  me: ['admin', 'me'],
  dashboard: ['admin', 'dashboard'],
  orders: ['admin', 'orders'],
  customers: ['admin', 'customers'],
  businessPartnerRequests: ['admin', 'bp-requests'],
  categories: ['admin', 'categories'],
  brands: ['admin', 'brands'],
  products: ['admin', 'products'],
  quotations: ['admin', 'quotations'],
  quotation: ['admin', 'quotation'],
  serviceTickets: ['admin', 'service-tickets'],
  academy: ['admin', 'academy'],
  academyVacancies: ['admin', 'academy', 'vacancies'],
  academyRequests: ['admin', 'academy', 'requests'],
  academyApplications: ['admin', 'academy', 'applications'],
  academyCandidates: ['admin', 'academy', 'candidates'],
  auditLog: ['admin', 'audit-log'],
  settings: ['admin', 'settings'],
  staff: ['admin', 'staff'],
  customerGroups: ['admin', 'customer-groups'],
  catalogueChoices: ['admin', 'catalogue-choices'],
  promotions: ['admin', 'promotions'],
  promotionProductSearch: ['admin', 'promotion-product-search'],
  coupons: ['admin', 'coupons'],
  stockMovements: ['admin', 'stock-movements'],
  specialBlends: ['admin', 'special-blends'],
  popupBanners: ['admin', 'popup-banners'],
  homeBanners: ['admin', 'home-banners'],
  showrooms: ['admin', 'showrooms'],
} as const;
