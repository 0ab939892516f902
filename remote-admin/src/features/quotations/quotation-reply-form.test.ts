import { describe, expect, it } from '@jest/globals';
import { adminQuotationAnswerFormSchema, adminQuotationDeclineBodySchema } from '@portal/shared/contract';
import { firstFailure } from '@portal/shared/forms';

const quote = { price: '1,250.50', message: 'Delivery and installation included.' };

describe('the quotation reply forms', () => {
  it('names the price before the message, a blank price as a price to enter', () => {
    const order: [Partial<typeof quote>, string][] = [
      [{ price: '', message: '' }, 'adminContentQuotedPriceInvalid'],
      [{ price: 'lots', message: '' }, 'adminCataloguePriceInvalid'],
      [{ price: '-5' }, 'adminCataloguePriceNegative'],
      [{ price: '5.005' }, 'adminCataloguePriceNotWholeCents'],
      [{ price: '2000000', message: '' }, 'adminContentQuotedPriceInvalid'],
      [{ message: '  ' }, 'adminContentQuotationMessageIsRequired'],
    ];
    for (const [change, key] of order)
      expect(firstFailure(adminQuotationAnswerFormSchema, { ...quote, ...change })).toBe(key);
    expect(firstFailure(adminQuotationAnswerFormSchema, quote)).toBeNull();
  });

  it('sends the quote in cents', () => {
    expect(adminQuotationAnswerFormSchema.parse(quote)).toEqual({
      quotedPriceCents: 125_050,
      message: 'Delivery and installation included.',
    });
  });

  it('asks for a reason to decline', () => {
    expect(firstFailure(adminQuotationDeclineBodySchema, { reason: ' ' })).toBe(
      'adminContentDeclineReasonIsRequired',
    );
  });
});
