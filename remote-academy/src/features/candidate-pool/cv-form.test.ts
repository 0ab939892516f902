import { describe, expect, it } from '@jest/globals';
import { candidateBodySchema, candidateTimeIssue } from '@portal/shared/contract';
import { firstIssue } from '../../common/form';
import { type CvForm, cvBody, emptyCvForm, uploadKeyOf } from './cv-form';

const filled: CvForm = {
  ...emptyCvForm,
  photoKey: 'service/abc/me.png',
  firstName: 'Sreymom',
  lastName: 'Chea',
  gender: 'Female',
  birthday: '2000-05-20',
  phone: '011222333',
  position: 'Barista',
  educations: [{ school: 'RUPP', degree: '', startYear: '2018', endYear: '2022' }],
  experiences: [
    { company: 'Brown Leaf', position: 'Barista', startYear: '2022', endYear: '', description: '' },
  ],
  skills: 'Espresso, Latte art',
  salaryMin: '250',
  salaryMax: '350',
};
const now = new Date('2025-03-03T02:00:00Z');
const issue = (form: CvForm) => {
  const body = cvBody(form);
  return firstIssue(candidateBodySchema, body) ?? candidateTimeIssue(body as never, now);
};

describe('the CV form', () => {
  it('sends years as numbers, a blank end year as "still there", and dollars as cents', () => {
    const body = cvBody(filled);
    expect(body.expectedSalaryMin).toBe(25000);
    expect(body.experiences[0]?.endYear).toBeNull();
    expect(body.skills).toEqual(['Espresso', 'Latte art']);
    expect(issue(filled)).toBeNull();
  });

  it('checks the rules of spec section 5 in the browser as the API does', () => {
    expect(issue({ ...filled, photoKey: '' })).toBe('academyPhotoIsRequired');
    expect(issue({ ...filled, birthday: '2025-03-03' })).toBe('academyBirthdayMustBeBeforeToday');
    expect(
      issue({ ...filled, educations: [{ school: 'RUPP', degree: '', startYear: '2022', endYear: '2020' }] }),
    ).toBe('academyStartYearMustBeBeforeEndYear');
    expect(
      issue({ ...filled, educations: [{ school: 'RUPP', degree: '', startYear: '2024', endYear: '2026' }] }),
    ).toBe('academyEndYearCannotBeAfterThisYear');
    expect(
      issue({
        ...filled,
        experiences: [{ company: 'A', position: 'B', startYear: '2026', endYear: '', description: '' }],
      }),
    ).toBe('academyStartYearCannotBeAfterThisYear');
    expect(issue({ ...filled, salaryMax: '250' })).toBe('academyMaxSalaryMustBeAboveMin');
    expect(issue({ ...filled, salaryMin: '' })).toBe('academySalaryIsRequired');
  });

  it('finds the upload key in a served photo URL', () => {
    expect(uploadKeyOf('/client/upload/files/service/a%20b/me.png')).toBe('service/a b/me.png');
    expect(uploadKeyOf(null)).toBe('');
  });
});
