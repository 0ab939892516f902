import type { AppDeps } from './deps';
import type { StaffGuard } from './platform/staff';
import type { AdminAcademyService } from './modules/academy/staff/service';
import type { AdminBusinessPartnerService } from './modules/accounts/staff/business-partners/service';
import type { AdminCatalogueService } from './modules/catalogue/staff/products/service';
import type { AdminContentService } from './modules/content/staff/settings-and-popups/service';
import type { AdminCouponService } from './modules/ordering/staff/coupons/service';
import type { AdminHomeBannerService } from './modules/content/staff/home-banners/service';
import type { AdminOrderService } from './modules/ordering/staff/orders/service';
import type { AdminQuotationService } from './modules/ordering/staff/quotations/service';
import type { AdminServiceTicketService } from './modules/service-desk/staff/tickets/service';
import type { AdminShowroomService } from './modules/content/staff/showrooms/service';
import type { StaffService } from './modules/accounts/staff/members/service';
import type { AdminStockService } from './modules/catalogue/staff/stock/service';
import type { AdminTaxonomyService } from './modules/catalogue/staff/taxonomy/service';

/** What every staff-API plugin receives: the client API's services, the staff guard and the back office's own. */
export type AdminDeps = AppDeps & {
  guard: StaffGuard;
  staffService: StaffService;
  adminBusinessPartners: AdminBusinessPartnerService;
  adminContent: AdminContentService;
  adminOrders: AdminOrderService;
  adminServiceTickets: AdminServiceTicketService;
  adminAcademy: AdminAcademyService;
  adminCatalogue: AdminCatalogueService;
  adminStock: AdminStockService;
  adminCoupons: AdminCouponService;
  adminHomeBanners: AdminHomeBannerService;
  adminShowrooms: AdminShowroomService;
  adminQuotations: AdminQuotationService;
  adminTaxonomy: AdminTaxonomyService;
};
