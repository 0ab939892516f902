import type { Candidate, Profile } from '@portal/shared/contract';

export type EducationRow = { school: string; degree: string; startYear: string; endYear: string };
export type ExperienceRow = {
  company: string;
  position: string;
  startYear: string;
  endYear: string;
  description: string;
};

/** The CV as its form holds it (`candidateFormSchema`): typed text, the photo as its upload key. */
export type CvForm = {
  photoUrl: string;
  firstName: string;
  lastName: string;
  gender: string;
  birthday: string;
  phone: string;
  email: string;
  position: string;
  location: string;
  about: string;
  educations: EducationRow[];
  experiences: ExperienceRow[];
  skills: string;
  expectedSalaryMin: string;
  expectedSalaryMax: string;
};

export const emptyEducation: EducationRow = { school: '', degree: '', startYear: '', endYear: '' };
export const emptyExperience: ExperienceRow = {
  company: '',
  position: '',
  startYear: '',
  endYear: '',
  description: '',
};

export const emptyCvForm: CvForm = {
  photoUrl: '',
  firstName: '',
  lastName: '',
  gender: '',
  birthday: '',
  phone: '',
  email: '',
  position: '',
  location: '',
  about: '',
  educations: [],
  experiences: [],
  skills: '',
  expectedSalaryMin: '',
  expectedSalaryMax: '',
};

type KnownPerson = Pick<Profile, 'firstName' | 'lastName' | 'gender' | 'birthday' | 'phone' | 'email'>;

/** A first CV starts with what the account already says about its holder; every field stays editable. */
export const cvFormOfAccount = (person: KnownPerson | undefined): CvForm =>
  person
    ? {
        ...emptyCvForm,
        firstName: person.firstName,
        lastName: person.lastName,
        gender: person.gender,
        birthday: person.birthday ?? '',
        phone: person.phone ?? '',
        email: person.email ?? '',
      }
    : emptyCvForm;

/** The upload key inside a served file URL (…/client/upload/files/<key>). */
export const uploadKeyOf = (url: string | null) => {
  if (!url) return '';
  const marker = '/client/upload/files/';
  const at = url.indexOf(marker);
  return at < 0
    ? ''
    : url
        .slice(at + marker.length)
        .split('/')
        .map(decodeURIComponent)
        .join('/');
};

export const cvFormOf = (cv: Candidate): CvForm => ({
  photoUrl: uploadKeyOf(cv.photoUrl),
  firstName: cv.firstName,
  lastName: cv.lastName,
  gender: cv.gender,
  birthday: cv.birthday,
  phone: cv.phone,
  email: cv.email ?? '',
  position: cv.position,
  location: cv.location ?? '',
  about: cv.about ?? '',
  educations: cv.educations.map((row) => ({
    school: row.school,
    degree: row.degree ?? '',
    startYear: String(row.startYear),
    endYear: row.endYear === null ? '' : String(row.endYear),
  })),
  experiences: cv.experiences.map((row) => ({
    company: row.company,
    position: row.position,
    startYear: String(row.startYear),
    endYear: row.endYear === null ? '' : String(row.endYear),
    description: row.description ?? '',
  })),
  skills: cv.skills.join(', '),
  expectedSalaryMin: String(cv.expectedSalaryMin / 100),
  expectedSalaryMax: String(cv.expectedSalaryMax / 100),
});
