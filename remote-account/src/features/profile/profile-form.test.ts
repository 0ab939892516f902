import { describe, expect, it } from '@jest/globals';
import { profileFormSchema } from '@portal/shared/contract';
import { firstFailure } from '@portal/shared/forms';
import { type ProfileForm, profileBody } from './profile-form';

/** The key the profile form shows for these values when checked at `now`. */
const profileFormError = (form: ProfileForm, now: Date) =>
  firstFailure(
    profileFormSchema(() => now),
    form,
  );

const valid: ProfileForm = {
  firstName: 'Sokha',
  lastName: 'Chan',
  gender: 'Female',
  birthday: '1992-05-14',
  phone: '012 345 678',
  email: '',
};
// 2026-03-10 23:30 UTC is already 11 March in Phnom Penh.
const now = new Date('2026-03-10T23:30:00Z');

describe('profile form rules', () => {
  it('accepts a complete profile, with or without e-mail and birthday', () => {
    expect(profileFormError(valid, now)).toBeNull();
    expect(profileFormError({ ...valid, birthday: '', email: 'sokha@example.com' }, now)).toBeNull();
  });

  it('asks for the names first, then the gender', () => {
    expect(profileFormError({ ...valid, firstName: ' ', lastName: '' }, now)).toBe('firstNameIsRequired');
    expect(profileFormError({ ...valid, lastName: '' }, now)).toBe('lastNameIsRequired');
    expect(profileFormError({ ...valid, gender: '' }, now)).toBe('genderIsRequired');
  });

  it('refuses an e-mail without a proper ending and a phone that is not 9–10 digits', () => {
    expect(profileFormError({ ...valid, email: 'sokha@mail' }, now)).toBe('invalidEmailAddress');
    expect(profileFormError({ ...valid, phone: '1234' }, now)).toBe('invalidPhoneNumber');
    expect(profileFormError({ ...valid, phone: '' }, now)).toBe('phoneIsRequired');
  });

  it('wants a birthday before today in Cambodia', () => {
    expect(profileFormError({ ...valid, birthday: '2026-03-11' }, now)).toBe('birthdayMustBeBeforeToday');
    expect(profileFormError({ ...valid, birthday: '2026-03-10' }, now)).toBeNull();
    expect(profileFormError({ ...valid, birthday: '2026-02-30' }, now)).toBe('invalidBirthday');
  });

  it('sends a blank e-mail and birthday as null and the phone as typed', () => {
    expect(profileBody({ ...valid, birthday: '', email: ' ' })).toMatchObject({
      email: null,
      birthday: null,
      phone: '012 345 678',
    });
  });
});
