import { describe, expect, it } from '@jest/globals';
import { adminProductBodySchema, adminProductFormSchema } from '@portal/shared/contract';
import { firstFailure } from '@portal/shared/forms';

const picture = { image: 'product/a.png', width: 2, height: 1, url: 'blob:preview' };

const typed = {
  name: 'Kirirom Reserve Arabica',
  nameKm: '',
  description: '',
  descriptionKm: '',
  categoryId: '12',
  brandId: '',
  isActive: true,
  isTopSelection: false,
  isMerchandise: false,
  roast: '',
  grinds: [],
  equipmentType: '',
  images: [picture],
};

describe('the product form', () => {
  it('sends its category, no brand for none and its pictures without their previews', () => {
    expect(firstFailure(adminProductFormSchema, typed)).toBeNull();
    expect(adminProductBodySchema.parse(adminProductFormSchema.parse(typed))).toMatchObject({
      name: 'Kirirom Reserve Arabica',
      categoryId: 12,
      brandId: null,
      roast: null,
      grinds: [],
      equipmentType: null,
      images: [{ image: 'product/a.png', width: 2, height: 1 }],
    });
  });

  it("sends a coffee's roast and grinds, and refuses a roast outside the list", () => {
    const coffee = { ...typed, roast: 'dark', grinds: ['wholeBean', 'espresso'] };
    expect(adminProductBodySchema.parse(adminProductFormSchema.parse(coffee))).toMatchObject({
      roast: 'dark',
      grinds: ['wholeBean', 'espresso'],
      equipmentType: null,
    });
    expect(firstFailure(adminProductFormSchema, { ...typed, roast: 'burnt' })).toBe(
      'adminCatalogueRoastInvalid',
    );
  });

  it('names the first missing field in the body’s order', () => {
    expect(firstFailure(adminProductFormSchema, { ...typed, name: ' ', categoryId: '' })).toBe(
      'adminCatalogueNameIsRequired',
    );
    expect(firstFailure(adminProductFormSchema, { ...typed, categoryId: '' })).toBe(
      'adminCatalogueCategoryIsRequired',
    );
  });

  it('refuses more than ten pictures', () => {
    const images = Array.from({ length: 11 }, (_, at) => ({
      ...picture,
      image: `product/${at}.png`,
    }));
    expect(firstFailure(adminProductFormSchema, { ...typed, images })).toBe('adminCatalogueTooManyImages');
  });
});
