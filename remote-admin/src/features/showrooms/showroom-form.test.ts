import { describe, expect, it } from '@jest/globals';
import { adminShowroomFormSchema } from '@portal/shared/contract';
import { firstFailure } from '@portal/shared/forms';

const typed = {
  name: 'Toul Kork',
  nameKm: '',
  address: 'Street 315',
  addressKm: '',
  phone: '012 345 678',
  openingHours: '7:00–18:00',
  description: '',
  descriptionKm: '',
  latitude: '11.5564',
  longitude: '104,9282',
  image: null,
  isActive: true,
};

describe('the showroom form', () => {
  it('names the first failure in the order of its fields, then a point with one coordinate', () => {
    const order: [Partial<typeof typed>, string][] = [
      [{ name: ' ', phone: '' }, 'adminContentShowroomNameIsRequired'],
      [{ phone: '12', latitude: 'north' }, 'invalidPhoneNumber'],
      [{ latitude: 'north' }, 'adminContentCoordinatesInvalid'],
      [{ longitude: '200' }, 'adminContentCoordinatesInvalid'],
      [{ longitude: '' }, 'adminContentCoordinatesInvalid'],
    ];
    for (const [change, key] of order)
      expect(firstFailure(adminShowroomFormSchema, { ...typed, ...change })).toBe(key);
    expect(firstFailure(adminShowroomFormSchema, { ...typed, latitude: ' ', longitude: '' })).toBeNull();
  });

  it('sends the coordinates as numbers', () => {
    expect(adminShowroomFormSchema.parse(typed)).toMatchObject({ latitude: 11.5564, longitude: 104.9282 });
  });
});
