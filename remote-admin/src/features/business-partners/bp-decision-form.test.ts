import { describe, expect, it } from '@jest/globals';
import { bpApproveFormSchema, bpRejectBodySchema } from '@portal/shared/contract';
import { firstFailure } from '@portal/shared/forms';

describe('the business-partner decision forms', () => {
  it('names a credit line that is not an amount first, then the group, then a credit line too large', () => {
    expect(firstFailure(bpApproveFormSchema, { customerGroupId: '', creditLine: 'lots' })).toBe(
      'adminInvalidCreditLine',
    );
    expect(firstFailure(bpApproveFormSchema, { customerGroupId: '', creditLine: '1,500' })).toBe(
      'adminCustomerGroupIsRequired',
    );
    expect(firstFailure(bpApproveFormSchema, { customerGroupId: '3', creditLine: '20000000' })).toBe(
      'adminInvalidCreditLine',
    );
    expect(firstFailure(bpApproveFormSchema, { customerGroupId: '3', creditLine: '' })).toBe(
      'adminInvalidCreditLine',
    );
  });

  it('approves with the group and the credit line in cents', () => {
    expect(bpApproveFormSchema.parse({ customerGroupId: '3', creditLine: '1,500' })).toEqual({
      customerGroupId: 3,
      creditLineCents: 150_000,
    });
  });

  it('asks for a reason to reject', () => {
    expect(firstFailure(bpRejectBodySchema, { reason: '' })).toBe('adminRejectReasonIsRequired');
  });
});
