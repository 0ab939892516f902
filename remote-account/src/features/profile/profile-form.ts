import {
  type Gender,
  isBirthdayBeforeToday,
  type Profile,
  type UpdateProfileBody,
  updateProfileBodySchema,
} from '@portal/shared/contract';
import { firstIssue } from '../../common/use-submit';

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

export const profileBody = (form: ProfileForm) => ({
  firstName: form.firstName,
  lastName: form.lastName,
  gender: form.gender as Gender,
  phone: form.phone,
  email: form.email.trim() || null,
  birthday: form.birthday || null,
});

/** The first failing rule's key (the contract's, then the birthday before today), or null. */
export const profileFormError = (form: ProfileForm, now: Date): string | null => {
  if (!form.gender) return 'genderIsRequired';
  const parsed = updateProfileBodySchema.safeParse(profileBody(form));
  const problem = firstIssue(parsed);
  if (problem) return problem;
  if (form.birthday && !isBirthdayBeforeToday(form.birthday, now)) return 'birthdayMustBeBeforeToday';
  return null;
};

export type { UpdateProfileBody };
