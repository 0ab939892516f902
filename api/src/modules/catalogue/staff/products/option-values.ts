import type { AdminVariant, adminVariantCreateBodySchema } from '@portal/shared/contract';
import type { z } from 'zod';
import { conflict, invalid } from '../errors';
import type { Trx } from '../writes';

type WantedValue = z.output<typeof adminVariantCreateBodySchema>['optionValues'][number];

/** Once a product has variants, a new one names one value of each of their options, in a combination of its own. */
export const checkOptionCombination = (variants: AdminVariant[], wanted: WantedValue[]) => {
  if (variants.length === 0) return;
  const names = new Set(variants[0]?.optionValues.map((value) => value.option.toLowerCase()));
  const same = names.size === wanted.length && wanted.every((value) => names.has(value.option.toLowerCase()));
  if (!same) throw invalid('adminCatalogueOptionsMustMatch');
  const key = (values: { option: string; value: string }[]) =>
    values
      .map((value) => `${value.option.toLowerCase()}=${value.value.toLowerCase()}`)
      .sort()
      .join('|');
  if (variants.some((variant) => key(variant.optionValues) === key(wanted)))
    throw conflict('adminCatalogueVariantExists');
};

/** The id of each wanted value, adding the options and values the product does not have yet. */
export const optionValueIdsFor = async (trx: Trx, productId: number, wanted: WantedValue[]) => {
  const optionValueIds: number[] = [];
  for (const [sort, wantedValue] of wanted.entries()) {
    const options = await trx
      .selectFrom('product_options')
      .select(['id', 'name'])
      .where('product_id', '=', productId)
      .execute();
    let option = options.find(
      (candidate) => candidate.name.toLowerCase() === wantedValue.option.toLowerCase(),
    );
    if (!option) {
      option = await trx
        .insertInto('product_options')
        .values({
          product_id: productId,
          name: wantedValue.option,
          name_km: wantedValue.optionKm ?? null,
          sort,
        })
        .returning(['id', 'name'])
        .executeTakeFirstOrThrow();
    } else if (wantedValue.optionKm) {
      await trx
        .updateTable('product_options')
        .set({ name_km: wantedValue.optionKm })
        .where('id', '=', option.id)
        .execute();
    }
    const optionId = option.id;
    const values = await trx
      .selectFrom('product_option_values')
      .select(['id', 'value'])
      .where('option_id', '=', optionId)
      .execute();
    let value = values.find((candidate) => candidate.value.toLowerCase() === wantedValue.value.toLowerCase());
    if (!value) {
      value = await trx
        .insertInto('product_option_values')
        .values({
          option_id: optionId,
          value: wantedValue.value,
          value_km: wantedValue.valueKm ?? null,
          sort: values.length,
        })
        .returning(['id', 'value'])
        .executeTakeFirstOrThrow();
    } else if (wantedValue.valueKm) {
      await trx
        .updateTable('product_option_values')
        .set({ value_km: wantedValue.valueKm })
        .where('id', '=', value.id)
        .execute();
    }
    optionValueIds.push(value.id);
  }
  return optionValueIds;
};
