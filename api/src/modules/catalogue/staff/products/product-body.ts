import type { adminProductBodySchema } from '@portal/shared/contract';
import type { z } from 'zod';
import { rowsExist } from '../../../../db/row-exists';
import type { StaffCaller } from '../../../../platform/staff';
import { assertUploadedBy } from '../checks';
import { invalid } from '../errors';
import type { Trx } from '../writes';

export type ProductBody = z.output<typeof adminProductBodySchema>;

/** The category and brand exist; each picture is already the product's or an upload of this staff member. */
export const checkProductBody = async (
  trx: Trx,
  staff: StaffCaller,
  body: ProductBody,
  productId: number | null,
) => {
  if (!(await rowsExist(trx, 'categories', [body.categoryId])))
    throw invalid('adminCatalogueCategoryIsRequired');
  if (body.brandId && !(await rowsExist(trx, 'brands', [body.brandId])))
    throw invalid('adminCatalogueBrandIsInvalid');
  const current = new Set(
    productId === null
      ? []
      : (
          await trx.selectFrom('product_images').select('image').where('product_id', '=', productId).execute()
        ).map((row) => row.image),
  );
  for (const { image } of body.images) {
    if (current.has(image)) continue;
    await assertUploadedBy(trx, staff, image, 'adminCatalogueImageNotUploaded');
  }
};

export const productValues = (body: ProductBody) => ({
  name: body.name,
  name_km: body.nameKm ?? null,
  description: body.description,
  description_km: body.descriptionKm ?? null,
  category_id: body.categoryId,
  brand_id: body.brandId ?? null,
  is_active: body.isActive,
  is_top_selection: body.isTopSelection,
  is_merchandise: body.isMerchandise,
  // A facet the body leaves out is kept as it is.
  ...(body.roast !== undefined && { roast: body.roast }),
  ...(body.grinds !== undefined && { grinds: body.grinds }),
  ...(body.equipmentType !== undefined && { equipment_type: body.equipmentType }),
});

export const writeImages = async (trx: Trx, productId: number, body: ProductBody) => {
  await trx.deleteFrom('product_images').where('product_id', '=', productId).execute();
  if (body.images.length > 0)
    await trx
      .insertInto('product_images')
      .values(
        body.images.map((image, sort) => ({
          product_id: productId,
          image: image.image,
          width: image.width,
          height: image.height,
          sort,
        })),
      )
      .execute();
};
