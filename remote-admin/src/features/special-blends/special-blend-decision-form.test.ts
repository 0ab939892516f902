import { describe, expect, it } from '@jest/globals';
import {
  adminSpecialBlendAcceptFormSchema,
  adminSpecialBlendRejectBodySchema,
} from '@portal/shared/contract';
import { firstFailure } from '@portal/shared/forms';

const acceptance = { price: '16.50', deliveryDate: '2026-12-08', message: 'Roasted on Monday.' };

describe('the special-blend decision forms', () => {
  it('names a blank, free, negative or unreadable price and a missing or impossible day', () => {
    const order: [Partial<typeof acceptance>, string][] = [
      [{ price: '' }, 'adminSpecialBlendPriceInvalid'],
      [{ price: '0' }, 'adminSpecialBlendPriceInvalid'],
      [{ price: 'lots' }, 'adminCataloguePriceInvalid'],
      [{ price: '-5' }, 'adminCataloguePriceNegative'],
      [{ price: '5.005' }, 'adminCataloguePriceNotWholeCents'],
      [{ deliveryDate: '' }, 'adminSpecialBlendDeliveryDateInvalid'],
      [{ deliveryDate: '2026-02-30' }, 'adminSpecialBlendDeliveryDateInvalid'],
    ];
    for (const [change, key] of order)
      expect(firstFailure(adminSpecialBlendAcceptFormSchema, { ...acceptance, ...change })).toBe(key);
    expect(firstFailure(adminSpecialBlendAcceptFormSchema, acceptance)).toBeNull();
  });

  it('sends the price per kg in cents and leaves a blank message out', () => {
    expect(adminSpecialBlendAcceptFormSchema.parse({ ...acceptance, message: ' ' })).toEqual({
      pricePerKgCents: 1_650,
      deliveryDate: '2026-12-08',
      message: undefined,
    });
  });

  it('asks for a reason to reject', () => {
    expect(firstFailure(adminSpecialBlendRejectBodySchema, { reason: ' ' })).toBe(
      'adminSpecialBlendReasonIsRequired',
    );
  });
});
