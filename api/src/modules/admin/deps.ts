import type { AppDeps } from '../../platform/deps';
import type { StaffGuard } from '../../platform/staff';
import type { AdminAcademyService } from '../admin-academy/service';
import type { AdminBusinessPartnerService } from '../admin-business-partner/service';
import type { AdminCatalogueService } from '../admin-catalogue/service';
import type { AdminContentService } from '../admin-content/service';
import type { AdminCouponService } from '../admin-coupon/service';
import type { AdminHomeBannerService } from '../admin-home-banner/service';
import type { AdminOrderService } from '../admin-order/service';
import type { AdminQuotationService } from '../admin-quotation/service';
import type { AdminServiceTicketService } from '../admin-service-ticket/service';
import type { AdminShowroomService } from '../admin-showroom/service';
import type { StaffService } from '../admin-staff/service';
import type { AdminStockService } from '../admin-stock/service';
import type { AdminTaxonomyService } from '../admin-taxonomy/service';

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
