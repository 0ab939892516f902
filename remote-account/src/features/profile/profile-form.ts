import type { Gender, Profile, UpdateProfileBody } from '@portal/shared/contract';

/** The profile form's values (checked by the contract's `profileFormSchema`). */
export type ProfileForm = {
  firstName: string;
  lastName: string;
  gender: string;
  /** 'YYYY-MM-DD' from the date input, or ''. */
  birthday: string;
  phone: string;
  email: string;
};

export const profileFormOf = (profile: Profile): ProfileForm => ({
  firstName: profile.firstName,
  lastName: profile.lastName,
  gender: profile.gender,
  birthday: profile.birthday ?? '',
  phone: profile.phone ?? '',
  email: profile.email ?? '',
});

/** What a save sends: the texts as typed (the API trims them and reads the phone), a blank e-mail or birthday as null. */
export const profileBody = (form: ProfileForm) => ({
  firstName: form.firstName,
  lastName: form.lastName,
  gender: form.gender as Gender,
  phone: form.phone,
  email: form.email.trim() || null,
  birthday: form.birthday || null,
});

export type { UpdateProfileBody };
