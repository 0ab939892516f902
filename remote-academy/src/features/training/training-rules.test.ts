import { describe, expect, it } from '@jest/globals';
import { trainingTicketFormSchema } from '@portal/shared/contract';
import { firstFailure } from '@portal/shared/forms';

// 2025-03-03 09:00 in Phnom Penh.
const now = new Date('2025-03-03T02:00:00Z');

/** The key the training request form shows for these values. */
const issue = (form: { ticketTypeId: string; numberOfPeople: string; preferredDate: string }) =>
  firstFailure(
    trainingTicketFormSchema(() => now),
    { ...form, remark: '' },
  );

describe('training request rules', () => {
  it('accepts today and later, refuses the past', () => {
    expect(issue({ ticketTypeId: '11', numberOfPeople: '1', preferredDate: '2025-03-03' })).toBeNull();
    expect(issue({ ticketTypeId: '11', numberOfPeople: '1', preferredDate: '2025-03-02' })).toBe(
      'academyDateCannotBeInThePast',
    );
  });

  it('names the first missing field with its message key', () => {
    expect(issue({ ticketTypeId: '', numberOfPeople: '1', preferredDate: '' })).toBe(
      'academyTrainingTypeIsRequired',
    );
    expect(issue({ ticketTypeId: '11', numberOfPeople: '0', preferredDate: '' })).toBe(
      'academyNumberMustBeAboveZero',
    );
    expect(issue({ ticketTypeId: '11', numberOfPeople: '2', preferredDate: '' })).toBe(
      'academyPreferredDateIsRequired',
    );
  });
});
