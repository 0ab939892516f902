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
  images: [picture],
};

describe('the product form', () => {
  it('sends its category, no brand for none and its pictures without their previews', () => {
    expect(firstFailure(adminProductFormSchema, typed)).toBeNull();
    expect(adminProductBodySchema.parse(adminProductFormSchema.parse(typed))).toMatchObject({
      name: 'Kirirom Reserve Arabica',
      categoryId: 12,
      brandId: null,
      images: [{ image: 'product/a.png', width: 2, height: 1 }],
    });
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
