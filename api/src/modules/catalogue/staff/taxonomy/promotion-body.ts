import { type adminPromotionBodySchema, couponWindow } from '@portal/shared/contract';
import type { z } from 'zod';
import type { StaffCaller } from '../../../../platform/staff';
import { assertCustomerGroupsExist, assertUploadedBy } from '../checks';
import { invalid } from '../errors';
import type { Trx } from '../writes';

export type PromotionBody = z.output<typeof adminPromotionBodySchema>;

/** Products exist; every price names a variant of one of them and a known customer group; the image is uploaded. */
export const checkPromotionBody = async (
  trx: Trx,
  staff: StaffCaller,
  body: PromotionBody,
  current: string | null,
) => {
  const productIds = [...new Set(body.productIds)];
  const found = await trx.selectFrom('products').select('id').where('id', 'in', productIds).execute();
  if (found.length !== productIds.length) throw invalid('adminPromotionProductInvalid');
  if (body.prices.length > 0) {
    const variantIds = [...new Set(body.prices.map((price) => price.variantId))];
    const variants = await trx
      .selectFrom('product_variants')
      .select('id')
      .where('id', 'in', variantIds)
      .where('product_id', 'in', productIds)
      .execute();
    if (variants.length !== variantIds.length) throw invalid('adminPromotionProductInvalid');
    await assertCustomerGroupsExist(trx, [...new Set(body.prices.map((price) => price.customerGroupId))]);
  }
  if (body.image && body.image !== current)
    await assertUploadedBy(trx, staff, body.image, 'adminPromotionImageNotUploaded');
  return productIds;
};

export const writePromotionLinks = async (
  trx: Trx,
  id: number,
  productIds: number[],
  body: PromotionBody,
) => {
  await trx.deleteFrom('promotion_products').where('promotion_id', '=', id).execute();
  await trx.deleteFrom('promotion_prices').where('promotion_id', '=', id).execute();
  await trx
    .insertInto('promotion_products')
    .values(productIds.map((productId) => ({ promotion_id: id, product_id: productId })))
    .execute();
  if (body.prices.length > 0)
    await trx
      .insertInto('promotion_prices')
      .values(
        body.prices.map((price) => ({
          promotion_id: id,
          variant_id: price.variantId,
          customer_group_id: price.customerGroupId,
          price_cents: price.priceCents,
        })),
      )
      .execute();
};

export const promotionValues = (body: PromotionBody) => {
  const window = couponWindow(body.startDate, body.endDate);
  return {
    title: body.title,
    title_km: body.titleKm ?? null,
    description: body.description ?? '',
    description_km: body.descriptionKm ?? null,
    image: body.image || null,
    starts_at: window.startsAt,
    ends_at: window.endsAt,
  };
};
