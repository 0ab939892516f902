import { describe, expect, it } from '@jest/globals';
import { quotationStatuses } from '@portal/shared/contract';
import { quotationStatusKey } from './quotation-status';

describe('quotation status names', () => {
  it('names every status with its own key', () => {
    expect(quotationStatusKey('new')).toBe('adminContentQuotationStatusNew');
    expect(quotationStatusKey('declined')).toBe('adminContentQuotationStatusDeclined');
    expect(new Set(quotationStatuses.map(quotationStatusKey)).size).toBe(quotationStatuses.length);
  });
});
