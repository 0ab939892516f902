import { z } from 'zod';
import { idSchema } from './common';

/** GET stock-alert?productId= : the variants of a product the signed-in customer waits for. */
export const stockAlertQuerySchema = z.object({ productId: idSchema });
export const stockAlertIdsSchema = z.array(z.number().int());
export type StockAlertIds = z.infer<typeof stockAlertIdsSchema>;

/** POST and DELETE variant/{id}/stock-alert: whether the customer is now told when the variant is back. */
export const stockAlertStateSchema = z.object({ variantId: z.number().int(), isSubscribed: z.boolean() });
export type StockAlertState = z.infer<typeof stockAlertStateSchema>;
