import { describe, expect, it } from '@jest/globals';
import { adminShowroomFormSchema } from '@portal/shared/contract';
import { firstFailure } from '@portal/shared/forms';

const typed = {
  name: 'Toul Kork',
  nameKm: '',
  address: 'Street 315',
  addressKm: '',
  phone: '012 345 678',
  weeklyHours: [
    { opens: '', closes: '' },
    ...Array.from({ length: 6 }, () => ({ opens: '07:00', closes: '18:00' })),
  ],
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
      [
        { weeklyHours: typed.weeklyHours.map(() => ({ opens: '7', closes: '18:00' })) },
        'showroomHoursInvalid',
      ],
      [
        { weeklyHours: typed.weeklyHours.map(() => ({ opens: '18:00', closes: '07:00' })) },
        'showroomHoursInvalid',
      ],
    ];
    for (const [change, key] of order)
      expect(firstFailure(adminShowroomFormSchema, { ...typed, ...change })).toBe(key);
    expect(firstFailure(adminShowroomFormSchema, { ...typed, latitude: ' ', longitude: '' })).toBeNull();
  });

  it('sends the coordinates as numbers and a blank day as closed', () => {
    const body = adminShowroomFormSchema.parse(typed);
    expect(body).toMatchObject({ latitude: 11.5564, longitude: 104.9282 });
    expect(body.weeklyHours[0]).toBeNull();
    expect(body.weeklyHours[1]).toEqual({ opens: '07:00', closes: '18:00' });
  });
});
