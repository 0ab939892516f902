import { z } from 'zod';
import { bodyObject, optionalText } from './common';
import { isLocalPhone, toLocalPhone } from './identifiers';
import { orderDetailSchema, orderListQuerySchema, orderSummarySchema } from './order';
import { orderStatusSchema, paymentMethodSchema } from './order-status';

/** The back office's order list: the customer's filters plus payment method and a customer search. */
export const adminOrderQuerySchema = orderListQuerySchema.extend({
  paymentMethod: paymentMethodSchema.optional(),
  customer: z.string().trim().max(100, 'textIsTooLong').optional(),
});
export type AdminOrderQuery = z.infer<typeof adminOrderQuerySchema>;
/** The list's filters alone: what its CSV download applies. */
export type AdminOrderFilter = Omit<AdminOrderQuery, 'limit' | 'offset'>;

export const orderCustomerSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});

export const adminOrderSummarySchema = orderSummarySchema.extend({ customer: orderCustomerSchema });
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;

export const adminOrderDetailSchema = orderDetailSchema.extend({
  customer: orderCustomerSchema,
  /** The statuses staff may move this order to now, from the shop's transition table. */
  nextStatuses: z.array(orderStatusSchema),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

/** Staff move an order; a cancellation or rejection must say why, since the customer is told. */
export const adminOrderStatusBodySchema = bodyObject({
  status: orderStatusSchema,
  remark: optionalText(500),
}).refine((body) => !['canceled', 'rejected'].includes(body.status) || body.remark !== undefined, {
  message: 'adminOrderReasonIsRequired',
  path: ['remark'],
});
export type AdminOrderStatusBody = z.infer<typeof adminOrderStatusBodySchema>;

/** Staff name who brings a delivery order; the customer sees the name and phone on the order. */
export const adminOrderDeliveryPartnerBodySchema = bodyObject({
  name: z
    .string({ error: 'adminDeliveryPartnerNameIsRequired' })
    .trim()
    .min(1, 'adminDeliveryPartnerNameIsRequired')
    .max(80, 'textIsTooLong'),
  phone: z
    .string({ error: 'invalidPhoneNumber' })
    .trim()
    .max(20, 'invalidPhoneNumber')
    .transform((value, ctx) => {
      const local = toLocalPhone(value);
      if (!local || !isLocalPhone(local)) {
        ctx.addIssue({ code: 'custom', message: 'invalidPhoneNumber' });
        return z.NEVER;
      }
      return local;
    }),
});
export type AdminOrderDeliveryPartnerBody = z.infer<typeof adminOrderDeliveryPartnerBodySchema>;
