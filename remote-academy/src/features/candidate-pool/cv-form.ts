import type { Candidate, CandidateInput } from '@portal/shared/contract';
import { dollarsToCents, splitList, typedInt } from '../../common/form';

export type EducationRow = { school: string; degree: string; startYear: string; endYear: string };
export type ExperienceRow = {
  company: string;
  position: string;
  startYear: string;
  endYear: string;
  description: string;
};

export type CvForm = {
  photoKey: string;
  photoPreview: string | null;
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
  salaryMin: string;
  salaryMax: string;
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
  photoKey: '',
  photoPreview: null,
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
  salaryMin: '',
  salaryMax: '',
};

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

const year = (typed: string) => (typed.trim() === '' ? null : typedInt(typed));

/** What the form sends: numbers for years and cents for the salary; a blank end year means "still there". */
export const cvBody = (form: CvForm): CandidateInput => ({
  photoUrl: form.photoKey,
  firstName: form.firstName,
  lastName: form.lastName,
  gender: form.gender as CandidateInput['gender'],
  birthday: form.birthday,
  phone: form.phone,
  email: form.email,
  position: form.position,
  location: form.location,
  about: form.about,
  educations: form.educations.map((row) => ({
    school: row.school,
    degree: row.degree,
    startYear: typedInt(row.startYear),
    endYear: year(row.endYear),
  })),
  experiences: form.experiences.map((row) => ({
    company: row.company,
    position: row.position,
    startYear: typedInt(row.startYear),
    endYear: year(row.endYear),
    description: row.description,
  })),
  skills: splitList(form.skills),
  expectedSalaryMin: dollarsToCents(form.salaryMin),
  expectedSalaryMax: dollarsToCents(form.salaryMax),
});

export const cvFormOf = (cv: Candidate): CvForm => ({
  photoKey: uploadKeyOf(cv.photoUrl),
  photoPreview: cv.photoUrl,
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
  salaryMin: String(cv.expectedSalaryMin / 100),
  salaryMax: String(cv.expectedSalaryMax / 100),
});
