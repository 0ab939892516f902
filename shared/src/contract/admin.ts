import { z } from 'zod';
import { bpRequestStatusSchema, cambodiaToday, isCalendarDay } from './account';
import { dollarsToCents, typedFormSchema } from './admin-catalogue';
import { type StaffArea, staffAreas, staffRoles } from './admin-roles';
import { bodyId, bodyObject, listQuerySchema, requiredText } from './common';
import { orderStatusSchema } from './order-status';
import { lowStockThreshold } from './product';
import { serviceTicketStatuses } from './service';
import { settingKeys } from './setting-keys';
import { settingValueSchema } from './settings';
import { staffLinkSchema } from './staff-link';

export const staffRoleSchema = z.enum(staffRoles, { error: 'adminInvalidStaffRole' });

/** The signed-in staff member, for the back office's role check and menu. */
export const staffMeSchema = z.object({
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  role: staffRoleSchema,
  areas: z.array(z.enum(staffAreas)),
});
export type StaffMe = z.infer<typeof staffMeSchema>;

/** The same answer as a back office reads it: an area a newer API names is left out, so an older build still opens. */
export const staffMeAnswerSchema = staffMeSchema.extend({
  areas: z
    .array(z.string())
    .transform((areas) =>
      areas.filter((area): area is StaffArea => (staffAreas as readonly string[]).includes(area)),
    ),
});

/** The periods the dashboard offers; every one ends today except a custom range. */
export const dashboardPeriods = ['today', '7d', '30d', 'month', 'custom'] as const;
export type DashboardPeriod = (typeof dashboardPeriods)[number];
/** The longest custom range, in days: a year and a leap day. */
export const dashboardMaxDays = 366;

const dayMs = 86_400_000;
const dashboardDay = z.string().refine(isCalendarDay, 'adminDashboardInvalidRange');
const daysFrom = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / dayMs) + 1;
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);

export const adminDashboardQuerySchema = z
  .object({
    period: z.enum(dashboardPeriods, { error: 'adminDashboardInvalidRange' }).default('today'),
    /** First and last Phnom Penh day of a custom range. */
    from: dashboardDay.optional(),
    to: dashboardDay.optional(),
  })
  .refine(
    (query) =>
      query.period !== 'custom' ||
      (!!query.from &&
        !!query.to &&
        query.from <= query.to &&
        daysFrom(query.from, query.to) <= dashboardMaxDays),
    { error: 'adminDashboardInvalidRange', path: ['to'] },
  );
export type AdminDashboardQuery = z.input<typeof adminDashboardQuerySchema>;

/**
 * The Phnom Penh days (first and last, both included) a period covers at `now`, and the period before it: as many
 * days, ending the day before.
 */
export const dashboardWindow = (query: z.infer<typeof adminDashboardQuerySchema>, now: Date) => {
  const today = cambodiaToday(now);
  const [from, to] =
    query.period === 'custom' && query.from && query.to
      ? [query.from, query.to]
      : [
          {
            today,
            '7d': addDays(today, -6),
            '30d': addDays(today, -29),
            month: `${today.slice(0, 8)}01`,
            custom: today,
          }[query.period],
          today,
        ];
  const days = daysFrom(from, to);
  return { from, to, previousFrom: addDays(from, -days), previousTo: addDays(from, -1) };
};

const salesFiguresSchema = z.object({
  /** Orders placed in the period, not canceled or rejected, and their totals in cents. */
  revenueCents: z.number().int(),
  orders: z.number().int(),
  /** Revenue per order, rounded to the cent; 0 without orders. */
  averageOrderCents: z.number().int(),
  /** Verified accounts made in the period, staff left out. */
  newCustomers: z.number().int(),
});
export type SalesFigures = z.infer<typeof salesFiguresSchema>;

const rankedSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameKm: z.string().nullable(),
  quantity: z.number().int(),
  revenueCents: z.number().int(),
});
export type DashboardRanked = z.infer<typeof rankedSchema>;

export const adminSalesSchema = z.object({
  from: z.string(),
  to: z.string(),
  previousFrom: z.string(),
  previousTo: z.string(),
  current: salesFiguresSchema,
  previous: salesFiguresSchema,
  /** Every day of the period, oldest first, days without orders included. */
  days: z.array(z.object({ day: z.string(), revenueCents: z.number().int(), orders: z.number().int() })),
  /** The five best by revenue in the period. */
  topProducts: z.array(rankedSchema),
  topCategories: z.array(rankedSchema),
});
export type AdminSales = z.infer<typeof adminSalesSchema>;

/** The order statuses waiting for the shop's next step, in the order the dashboard shows them. */
export const dashboardWaitingStatuses = [
  'pending',
  'pending_delivery',
  'paid_pending_delivery',
  'waiting_for_payment',
] as const;
/** Service tickets still open. */
export const dashboardOpenTicketStatuses = [
  'Submitted',
  'Scheduled',
  'InProgress',
] as const satisfies readonly (typeof serviceTicketStatuses)[number][];
/** At or under this stock a variant shows on the dashboard (the shop's "only a few left" level). */
export const dashboardLowStockLevel = lowStockThreshold;

export const adminDashboardSchema = z.object({
  pendingBpRequests: z.number().int().nullable(),
  customers: z.number().int(),
  businessPartners: z.number().int(),
  staff: z.number().int(),
  /** Work waiting per area; null when the role does not have the area. */
  /** Orders placed today (Phnom Penh day), not canceled or rejected, and their total in cents. */
  ordersToday: z.number().int().nullable(),
  revenueTodayCents: z.number().int().nullable(),
  ordersPending: z.number().int().nullable(),
  ordersWaitingForPayment: z.number().int().nullable(),
  openServiceTickets: z.number().int().nullable(),
  openAcademyRequests: z.number().int().nullable(),
  openQuotations: z.number().int().nullable(),
  /** Sales of the asked period against the one before (roles with orders). */
  sales: adminSalesSchema.nullable(),
  /** Orders per status waiting for the shop (roles with orders). */
  waitingOrders: z.array(z.object({ status: orderStatusSchema, count: z.number().int() })).nullable(),
  /** Open service tickets per status (roles with service tickets). */
  openTickets: z
    .array(z.object({ status: z.enum(serviceTicketStatuses), count: z.number().int() }))
    .nullable(),
  /** Active variants at or under their own low-stock level (else the default), fewest first (roles with stock). */
  lowStock: z
    .object({
      /** The default level, for variants without their own. */
      level: z.number().int(),
      total: z.number().int(),
      variants: z.array(
        z.object({
          variantId: z.number().int(),
          productId: z.number().int(),
          productName: z.string(),
          productNameKm: z.string().nullable(),
          sku: z.string(),
          stock: z.number().int(),
          /** The level it is measured against. */
          level: z.number().int(),
        }),
      ),
    })
    .nullable(),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

export const adminBpRequestQuerySchema = listQuerySchema.extend({
  status: bpRequestStatusSchema.default('Pending'),
});
export type AdminBpRequestQuery = z.infer<typeof adminBpRequestQuerySchema>;

export const adminBpRequestSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  phone1: z.string(),
  phone2: z.string().nullable(),
  address: z.string(),
  businessType: z.string(),
  storeName: z.string(),
  parentCompany: z.string().nullable(),
  provinceName: z.string(),
  districtName: z.string(),
  imageUrl: z.string().nullable(),
  status: bpRequestStatusSchema,
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type AdminBpRequest = z.infer<typeof adminBpRequestSchema>;

const creditLineCents = (key: string) =>
  z.number({ error: key }).int(key).min(0, key).max(1_000_000_000, key);

/** Approving makes the customer a business partner of the chosen group with a credit line in cents. */
export const bpApproveBodySchema = bodyObject({
  customerGroupId: bodyId('adminCustomerGroupIsRequired'),
  creditLineCents: creditLineCents('adminInvalidCreditLine'),
});
export type BpApproveBody = z.infer<typeof bpApproveBodySchema>;
export type BpApproveInput = z.input<typeof bpApproveBodySchema>;

/** A credit line typed in dollars: one that is not an amount is named before the body's rules. */
const typedCreditLine = z
  .string({ error: 'adminInvalidCreditLine' })
  .refine((text) => dollarsToCents(text) !== null, 'adminInvalidCreditLine');

/** The approve form: the group its select holds, the credit line typed in dollars. */
export const bpApproveFormSchema = typedFormSchema(
  bodyObject({ customerGroupId: z.string({ error: 'badRequest' }), creditLine: typedCreditLine }),
  (form): BpApproveInput => ({
    customerGroupId: Number(form.customerGroupId),
    creditLineCents: dollarsToCents(form.creditLine) ?? 0,
  }),
  bpApproveBodySchema,
);

export const bpRejectBodySchema = bodyObject({
  reason: requiredText('adminRejectReasonIsRequired', 500),
});
export type BpRejectBody = z.infer<typeof bpRejectBodySchema>;

export const customerGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  isBusinessPartner: z.boolean(),
});
export type CustomerGroup = z.infer<typeof customerGroupSchema>;

export const adminCustomerQuerySchema = listQuerySchema.extend({
  search: z.string().trim().max(100, 'textIsTooLong').optional(),
  businessPartnersOnly: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type AdminCustomerQuery = z.infer<typeof adminCustomerQuerySchema>;

export const adminCustomerSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  customerGroupId: z.number().int(),
  customerGroupName: z.string(),
  creditLineCents: z.number().int().nullable(),
  /** Unpaid credit-line orders still under way, and what is left of the line. */
  creditUsedCents: z.number().int(),
  creditAvailableCents: z.number().int().nullable(),
});
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;

export const creditLineBodySchema = bodyObject({
  creditLineCents: creditLineCents('adminInvalidCreditLine'),
});
export type CreditLineBody = z.infer<typeof creditLineBodySchema>;

/** A customer's new credit line, typed in dollars. */
export const creditLineFormSchema = typedFormSchema(
  bodyObject({ creditLine: typedCreditLine }),
  (form): CreditLineBody => ({ creditLineCents: dollarsToCents(form.creditLine) ?? 0 }),
  creditLineBodySchema,
);

/** Every switch with its value, the missing ones 'on'. */
export const adminSettingsSchema = z.record(z.enum(settingKeys), settingValueSchema);
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

export const settingChangeBodySchema = bodyObject({
  key: z.enum(settingKeys, { error: 'adminInvalidSettingKey' }),
  value: z.enum(['on', 'off'], { error: 'adminInvalidSettingValue' }),
});
export type SettingChangeBody = z.infer<typeof settingChangeBodySchema>;

export const notificationAudiences = ['customer', 'group', 'everyone'] as const;

export const sendNotificationBodySchema = bodyObject({
  audience: z.enum(notificationAudiences, { error: 'adminAudienceIsRequired' }),
  userId: bodyId('adminCustomerIsRequired').optional(),
  customerGroupId: bodyId('adminCustomerGroupIsRequired').optional(),
  title: requiredText('adminNotificationTitleIsRequired', 150),
  body: requiredText('adminNotificationBodyIsRequired', 2000),
}).superRefine((body, ctx) => {
  if (body.audience === 'customer' && !body.userId)
    ctx.addIssue({ code: 'custom', message: 'adminCustomerIsRequired', path: ['userId'] });
  if (body.audience === 'group' && !body.customerGroupId)
    ctx.addIssue({ code: 'custom', message: 'adminCustomerGroupIsRequired', path: ['customerGroupId'] });
});
export type SendNotificationBody = z.infer<typeof sendNotificationBodySchema>;
export type SendNotificationInput = z.input<typeof sendNotificationBodySchema>;

/**
 * The send-notification form, each field as its input holds it: the customer's id is sent for one customer (when
 * typed), the group for a group; then the body's rules.
 */
export const sendNotificationFormSchema = typedFormSchema(
  bodyObject({
    audience: z.enum(notificationAudiences, { error: 'adminAudienceIsRequired' }),
    userId: z.string({ error: 'badRequest' }),
    customerGroupId: z.string({ error: 'badRequest' }),
    title: z.string({ error: 'badRequest' }),
    body: z.string({ error: 'badRequest' }),
  }),
  ({ audience, userId, customerGroupId, title, body }): SendNotificationInput => ({
    audience,
    title,
    body,
    ...(audience === 'customer' && userId ? { userId } : {}),
    ...(audience === 'group' ? { customerGroupId } : {}),
  }),
  sendNotificationBodySchema,
);

export const sentNotificationSchema = z.object({ recipients: z.number().int() });

export const adminPopupBannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  webImage: z.string().nullable(),
  webImageUrl: z.string().nullable(),
  webRedirectLink: z.string().nullable(),
  showAfterSecond: z.number().int(),
  hideAfterSecond: z.number().int(),
  customerGroupId: z.number().int().nullable(),
  isActive: z.boolean(),
});
export type AdminPopupBanner = z.infer<typeof adminPopupBannerSchema>;

const seconds = (key: string) => z.number({ error: key }).int(key).min(0, key).max(86_400, key);

export const popupBannerBodySchema = bodyObject({
  title: requiredText('adminBannerTitleIsRequired', 150),
  webImage: requiredText('imageIsRequired', 512),
  webRedirectLink: staffLinkSchema,
  showAfterSecond: seconds('adminInvalidSeconds'),
  hideAfterSecond: seconds('adminInvalidSeconds'),
  customerGroupId: bodyId('adminCustomerGroupIsRequired').nullish(),
  isActive: z.boolean({ error: 'badRequest' }),
});
export type PopupBannerBody = z.infer<typeof popupBannerBodySchema>;
export type PopupBannerInput = z.input<typeof popupBannerBodySchema>;

/** The popup banner form: the seconds as typed, a blank link as none; then the body's rules. */
export const popupBannerFormSchema = typedFormSchema(
  bodyObject({
    title: z.string({ error: 'badRequest' }),
    webImage: z.string({ error: 'badRequest' }),
    webRedirectLink: z.string({ error: 'badRequest' }),
    showAfterSecond: z.string({ error: 'badRequest' }),
    hideAfterSecond: z.string({ error: 'badRequest' }),
    customerGroupId: z.number({ error: 'badRequest' }).nullable(),
    isActive: z.boolean({ error: 'badRequest' }),
  }),
  (form): PopupBannerInput => ({
    ...form,
    webRedirectLink: form.webRedirectLink || null,
    showAfterSecond: Number(form.showAfterSecond),
    hideAfterSecond: Number(form.hideAfterSecond),
  }),
  popupBannerBodySchema,
);

export const staffAccountSchema = z.object({
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  role: staffRoleSchema,
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;

/** Staff are existing, verified accounts given a role by phone or e-mail. */
export const grantStaffBodySchema = bodyObject({
  phoneOrEmail: requiredText('phoneOrEmailCannotBeEmpty', 254),
  role: staffRoleSchema,
});
export type GrantStaffBody = z.infer<typeof grantStaffBodySchema>;

export const staffRoleBodySchema = bodyObject({ role: staffRoleSchema });

/** Grants or takes back the `developer` permission: a local remote inside the production portal. */
export const developerPermissionBodySchema = bodyObject({ developer: z.boolean() });
export type DeveloperPermissionBody = z.infer<typeof developerPermissionBodySchema>;

/** Whether the signed-in staff member holds the `developer` permission. */
export const developerAccessSchema = z.object({ developer: z.boolean() });
export type DeveloperAccess = z.infer<typeof developerAccessSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  staffUserId: z.number().int(),
  staffName: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
