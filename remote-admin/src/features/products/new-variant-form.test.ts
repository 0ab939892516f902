import { describe, expect, it } from '@jest/globals';
import { adminVariantCreateFormSchema } from '@portal/shared/contract';
import { firstFailure } from '@portal/shared/forms';

const row = (option: string, value: string) => ({ option, optionKm: '', value, valueKm: '' });

describe('the new-variant form', () => {
  it('sends the option rows named or valued, the blank ones left out', () => {
    expect(
      adminVariantCreateFormSchema.parse({ sku: 'KRA-250', rows: [row('Bag size', '250 g'), row('', '')] }),
    ).toEqual({ sku: 'KRA-250', optionValues: [row('Bag size', '250 g')] });
  });

  it('names the SKU first, then a missing value, then an option named twice', () => {
    expect(firstFailure(adminVariantCreateFormSchema, { sku: '', rows: [row('Bag size', '')] })).toBe(
      'adminCatalogueSkuIsRequired',
    );
    expect(firstFailure(adminVariantCreateFormSchema, { sku: 'KRA-250', rows: [row('Bag size', '')] })).toBe(
      'adminCatalogueOptionValueIsRequired',
    );
    expect(
      firstFailure(adminVariantCreateFormSchema, {
        sku: 'KRA-250',
        rows: [row('Bag size', '250 g'), row('bag size', '1 kg')],
      }),
    ).toBe('adminCatalogueOptionRepeated');
  });
});
