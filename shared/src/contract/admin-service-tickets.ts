import { z } from 'zod';
import { orderCustomerSchema } from './admin-orders';
import { bodyObject, listQuerySchema, optionalText } from './common';
import { isLocalPhone, toLocalPhone } from './identifiers';
import {
  isCalendarDate,
  isWithinTechnicianHours,
  serviceTicketSchema,
  serviceTicketStatusChangeSchema,
  serviceTicketStatuses,
  serviceTicketSummarySchema,
} from './service';

/** The service desk's ticket list: every customer's tickets by status, kind and a customer search. */
export const adminServiceTicketQuerySchema = listQuerySchema.extend({
  status: z.enum(serviceTicketStatuses, { error: 'badRequest' }).optional(),
  kind: z.enum(['checkup', 'package'], { error: 'badRequest' }).optional(),
  /** Name, phone, e-mail or ticket number. */
  customer: z.string().trim().max(100, 'textIsTooLong').optional(),
});
export type AdminServiceTicketQuery = z.infer<typeof adminServiceTicketQuerySchema>;

export const adminServiceTicketSummarySchema = serviceTicketSummarySchema.extend({
  customer: orderCustomerSchema,
  technicianName: z.string().nullable(),
});
export type AdminServiceTicketSummary = z.infer<typeof adminServiceTicketSummarySchema>;

export const adminServiceTicketDetailSchema = serviceTicketSchema.extend({
  customer: orderCustomerSchema,
  /** Each change with who made it: the customer, or the staff member by name. */
  history: z.array(
    serviceTicketStatusChangeSchema.extend({
      by: z.enum(['customer', 'staff']),
      staffName: z.string().nullable(),
    }),
  ),
  /** The statuses the desk may move the ticket to now, from the ticket table. */
  nextStatuses: z.array(z.enum(serviceTicketStatuses)),
});
export type AdminServiceTicketDetail = z.infer<typeof adminServiceTicketDetailSchema>;

/**
 * One move of the ticket table. Scheduling names the technician and the visit (Phnom Penh day and time inside
 * technician hours; the API refuses a past visit); completing needs the technician's remark and rejecting a reason,
 * both of which the customer reads. Checked in this order, first failure wins.
 */
export const adminServiceTicketMoveBodySchema = bodyObject({
  status: z.enum(serviceTicketStatuses, { error: 'badRequest' }),
  remark: optionalText(1000),
  technicianName: optionalText(100),
  technicianPhone: optionalText(20),
  visitDate: optionalText(10),
  visitTime: optionalText(5),
})
  .superRefine((body, ctx) => {
    const issue = (message: string, path: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
    if (body.status === 'Scheduled') {
      if (!body.technicianName) return issue('adminServiceTechnicianIsRequired', 'technicianName');
      if (body.technicianPhone) {
        const local = toLocalPhone(body.technicianPhone);
        if (!local || !isLocalPhone(local)) return issue('invalidPhoneNumber', 'technicianPhone');
      }
      if (!body.visitDate) return issue('adminServiceVisitDateIsRequired', 'visitDate');
      if (!isCalendarDate(body.visitDate)) return issue('adminServiceVisitDateIsInvalid', 'visitDate');
      if (!body.visitTime) return issue('adminServiceVisitTimeIsRequired', 'visitTime');
      if (!isWithinTechnicianHours(body.visitTime))
        return issue('adminServiceVisitOutsideTechnicianHours', 'visitTime');
    }
    if (body.status === 'Completed' && !body.remark) return issue('adminServiceRemarkIsRequired', 'remark');
    if (body.status === 'Rejected' && !body.remark) return issue('adminServiceReasonIsRequired', 'remark');
  })
  .transform((body) => ({
    ...body,
    technicianPhone: body.technicianPhone ? (toLocalPhone(body.technicianPhone) ?? undefined) : undefined,
  }));
export type AdminServiceTicketMoveBody = z.infer<typeof adminServiceTicketMoveBodySchema>;
export type AdminServiceTicketMoveInput = z.input<typeof adminServiceTicketMoveBodySchema>;
