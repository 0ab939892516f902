import { describe, expect, it } from '@jest/globals';
import { checkupTicketFormSchema } from '@portal/shared/contract';
import { firstFailure } from '@portal/shared/forms';
import { OTHER_MODEL } from './CheckupRequestPage';

const catalogue = [{ id: 7, categoryId: 2, brand: 'La Marzocco', model: 'Linea Mini' }];
const schema = checkupTicketFormSchema<{ key?: string }>(() => catalogue);
const filled = {
  equipmentCategoryId: '2',
  equipmentId: '7',
  brand: '',
  model: '',
  problem: 'The steam wand leaks.',
  photos: [{ key: 'service/a/1.png' }, {}],
  addressId: '5',
  preferredDate: '2030-01-02',
  preferredTime: '10:00',
};

describe('the check-up form', () => {
  it('sends a catalogue model with its brand and model, and only the uploaded photos', () => {
    expect(firstFailure(schema, filled)).toBeNull();
    expect(schema.parse(filled)).toEqual({
      kind: 'checkup',
      equipmentCategoryId: 2,
      equipmentId: 7,
      brand: 'La Marzocco',
      model: 'Linea Mini',
      problem: 'The steam wand leaks.',
      photos: ['service/a/1.png'],
      addressId: 5,
      preferredDate: '2030-01-02',
      preferredTime: '10:00',
    });
  });

  it('asks for the typed brand and model of a model not listed, in the body order', () => {
    const other = { ...filled, equipmentId: OTHER_MODEL };
    expect(firstFailure(schema, { ...other, equipmentCategoryId: '' })).toBe(
      'checkupEquipmentTypeIsRequired',
    );
    expect(firstFailure(schema, other)).toBe('checkupBrandIsRequired');
    expect(firstFailure(schema, { ...other, brand: 'Rancilio' })).toBe('checkupModelIsRequired');
    expect(schema.parse({ ...other, brand: 'Rancilio', model: 'Silvia' })).toMatchObject({
      equipmentId: null,
      brand: 'Rancilio',
      model: 'Silvia',
    });
    expect(firstFailure(schema, { ...filled, addressId: '' })).toBe('checkupAddressIsRequired');
  });
});
