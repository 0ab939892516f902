import { describe, expect, it } from '@jest/globals';
import { subscribeEmailFormSchema } from '@portal/shared/contract';
import { firstFailure } from '@portal/shared/forms';
import en from '../../../../api/src/db/seed/localize/en.json';
import km from '../../../../api/src/db/seed/localize/km.json';

const subscribeEmailError = (email: string) => firstFailure(subscribeEmailFormSchema, { email });

describe('the subscribe box e-mail check', () => {
  it.each(['', '   '])('asks for an address when the box is empty (%j)', (typed) => {
    expect(subscribeEmailError(typed)).toBe('enterYourEmail');
  });

  it.each(['barista', 'barista@', 'barista@cafe', 'barista@cafe.coffees', 'bar ista@cafe.com', '@cafe.com'])(
    'refuses %j',
    (typed) => {
      expect(subscribeEmailError(typed)).toBe('invalidEmailAddress');
    },
  );

  it.each(['barista@cafe.com', ' sokha@coffee.com.kh ', 'a.b+news@mail.kh'])('accepts %j', (typed) => {
    expect(subscribeEmailError(typed)).toBeNull();
  });

  it('has both messages in English and Khmer', () => {
    for (const key of ['enterYourEmail', 'invalidEmailAddress'] as const) {
      expect(en[key]).toBeTruthy();
      expect(km[key]).toBeTruthy();
    }
  });
});
