import { describe, expect, it } from '@jest/globals';
import en from '../../../../api/src/db/seed/localize/en.json';
import km from '../../../../api/src/db/seed/localize/km.json';
import { greetingFor } from './greeting';

const at = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(2025, 5, 14, hours, minutes);
};

describe('greeting by time of day', () => {
  it.each([
    ['05:59', 'goodEvening'],
    ['06:00', 'goodMorning'],
    ['11:59', 'goodMorning'],
    ['12:00', 'goodAfternoon'],
    ['17:59', 'goodAfternoon'],
    ['18:00', 'goodEvening'],
    ['00:00', 'goodEvening'],
  ])('greets at %s with %s', (time, greeting) => {
    expect(greetingFor(at(time))).toBe(greeting);
  });

  it('has each greeting in English and Khmer', () => {
    for (const key of ['goodMorning', 'goodAfternoon', 'goodEvening'] as const) {
      expect(en[key]).toBeTruthy();
      expect(km[key]).toBeTruthy();
    }
  });
});
