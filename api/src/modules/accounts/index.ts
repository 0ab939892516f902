import type { FastifyPluginAsync } from 'fastify';
import { addressRoutes } from './addresses/routes';
import { authRoutes } from './auth/routes';
import { businessPartnerRoutes } from './business-partners/routes';
import { feedbackRoutes } from './feedback/routes';
import { otpRoutes } from './otp/routes';
import { accountRoutes } from './profile/routes';
import type { AccountsDeps, AccountsStaffDeps } from './route-deps';
import { adminAuditLogExportRoutes } from './staff/audit-log/export-routes';
import { adminBusinessPartnerRoutes } from './staff/business-partners/routes';
import { adminCustomerContactRoutes } from './staff/customer-contact/routes';
import { adminStaffRoutes } from './staff/members/routes';
import { uploadRoutes } from './uploads/routes';

export { sessionStateOf } from './auth/session-state';
export { createSessions } from './auth/sessions';
export { addPoints } from './points-balance';
export { accountsDueForDeletion, anonymiseAccount } from './profile/anonymise-account';
export { rememberLanguage } from './profile/language';
export { createAccounts } from './services';
export {
  approvePartnerRequest,
  type PartnerDecisions,
  rejectPartnerRequest,
} from './staff/business-partners/partner-decisions';
export { searchCustomers } from './staff/customer-search';
export { newCustomersBetween, peopleCounts } from './staff/members/people-counts';
export { staffNamesOf } from './staff/staff-names';
export { staffRoleOf, staffWhoMayUse } from './staff/staff-roles';
export { isUploadKey, type UploadService } from './uploads/service';

export const accountsRoutes: FastifyPluginAsync<AccountsDeps> = async (app, deps) => {
  await app.register(authRoutes, deps);
  await app.register(otpRoutes, deps);
  await app.register(accountRoutes, deps);
  await app.register(addressRoutes, deps);
  await app.register(uploadRoutes, deps);
  await app.register(businessPartnerRoutes, deps);
  await app.register(feedbackRoutes, deps);
};

export const accountsStaffRoutes: FastifyPluginAsync<AccountsStaffDeps> = async (app, deps) => {
  await app.register(adminStaffRoutes, deps);
  await app.register(adminAuditLogExportRoutes, deps);
  await app.register(adminBusinessPartnerRoutes, deps);
  await app.register(adminCustomerContactRoutes, deps);
};
