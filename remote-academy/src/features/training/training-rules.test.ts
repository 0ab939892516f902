import { describe, expect, it } from '@jest/globals';
import { trainingTicketBodySchema } from '@portal/shared/contract';
import { firstIssue } from '../../common/form';
import { trainingRequestIssue } from './training-rules';

// 2025-03-03 09:00 in Phnom Penh.
const now = new Date('2025-03-03T02:00:00Z');

describe('training request rules', () => {
  it('accepts today and later, refuses the past', () => {
    expect(trainingRequestIssue('2025-03-03', now)).toBeNull();
    expect(trainingRequestIssue('2025-03-02', now)).toBe('academyDateCannotBeInThePast');
  });

  it('names the first missing field with its message key', () => {
    expect(
      firstIssue(trainingTicketBodySchema, { ticketTypeId: '', numberOfPeople: 1, preferredDate: '' }),
    ).toBe('academyTrainingTypeIsRequired');
    expect(
      firstIssue(trainingTicketBodySchema, { ticketTypeId: '11', numberOfPeople: 0, preferredDate: '' }),
    ).toBe('academyNumberMustBeAboveZero');
    expect(
      firstIssue(trainingTicketBodySchema, { ticketTypeId: '11', numberOfPeople: 2, preferredDate: '' }),
    ).toBe('academyPreferredDateIsRequired');
  });
});
