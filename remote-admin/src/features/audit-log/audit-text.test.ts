import { describe, expect, it } from '@jest/globals';
import { auditValueText } from './audit-text';

describe('audit values in one line', () => {
  it('lists an object as key: value pairs, with a dash for nothing', () => {
    expect(auditValueText({ status: 'Pending', customerGroupId: 142, creditLineCents: null })).toBe(
      'status: Pending, customerGroupId: 142, creditLineCents: —',
    );
  });

  it('shows a dash when there was nothing before', () => {
    expect(auditValueText(null)).toBe('—');
  });
});
