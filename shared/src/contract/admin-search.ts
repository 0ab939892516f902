import { z } from 'zod';
import { orderStatusSchema } from './order-status';

/** The back office's one search box: an order number, a phone, an e-mail, a name, a SKU or a product name. */
export const adminSearchQuerySchema = z.object({
  q: z.string({ error: 'badRequest' }).trim().min(2, 'adminSearchTooShort').max(100, 'textIsTooLong'),
});
export type AdminSearchQuery = z.infer<typeof adminSearchQuerySchema>;

export const adminSearchResultSchema = z.object({
  orders: z.array(
    z.object({
      id: z.number().int(),
      orderNumber: z.string(),
      customerName: z.string(),
      status: orderStatusSchema,
      totalAmount: z.number().int(),
      createdAt: z.string(),
    }),
  ),
  customers: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      phone: z.string().nullable(),
      email: z.string().nullable(),
      isBusinessPartner: z.boolean(),
    }),
  ),
  products: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      nameKm: z.string().nullable(),
      /** The variant's SKU when the search matched one. */
      sku: z.string().nullable(),
    }),
  ),
});
export type AdminSearchResult = z.infer<typeof adminSearchResultSchema>;
