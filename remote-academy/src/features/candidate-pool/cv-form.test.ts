import { describe, expect, it } from '@jest/globals';
import { candidateFormSchema } from '@portal/shared/contract';
import { firstFailure } from '@portal/shared/forms';
import { type CvForm, cvFormOfAccount, emptyCvForm, uploadKeyOf } from './cv-form';

const filled: CvForm = {
  ...emptyCvForm,
  photoUrl: 'service/abc/me.png',
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
  expectedSalaryMin: '250',
  expectedSalaryMax: '350',
};
const now = new Date('2025-03-03T02:00:00Z');
const schema = candidateFormSchema(() => now);
/** The key the CV form shows for these values, and the body it sends. */
const issue = (form: CvForm) => firstFailure(schema, form);
const cvBody = (form: CvForm) => schema.parse(form);

describe('the CV form', () => {
  it('starts a first CV from the account: name, gender, birthday, phone and e-mail, the rest blank', () => {
    const start = cvFormOfAccount({
      firstName: 'Sreymom',
      lastName: 'Chea',
      gender: 'Female',
      birthday: '2000-05-20',
      phone: '011222333',
      email: null,
    });
    expect(start).toEqual({
      ...emptyCvForm,
      firstName: 'Sreymom',
      lastName: 'Chea',
      gender: 'Female',
      birthday: '2000-05-20',
      phone: '011222333',
      email: '',
    });
    // What is left to type is the CV's own part.
    const { photoUrl, position, skills, expectedSalaryMin, expectedSalaryMax } = filled;
    expect(issue({ ...start, photoUrl, position, skills, expectedSalaryMin, expectedSalaryMax })).toBeNull();
    expect(cvFormOfAccount(undefined)).toEqual(emptyCvForm);
  });

  it('sends years as numbers, a blank end year as "still there", and dollars as cents', () => {
    const body = cvBody(filled);
    expect(body.expectedSalaryMin).toBe(25000);
    expect(body.experiences[0]?.endYear).toBeNull();
    expect(body.skills).toEqual(['Espresso', 'Latte art']);
    expect(issue(filled)).toBeNull();
  });

  it('checks the rules of spec section 5 in the browser as the API does', () => {
    expect(issue({ ...filled, photoUrl: '' })).toBe('academyPhotoIsRequired');
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
    expect(issue({ ...filled, expectedSalaryMax: '250' })).toBe('academyMaxSalaryMustBeAboveMin');
    expect(issue({ ...filled, expectedSalaryMin: '' })).toBe('academySalaryIsRequired');
  });

  it('finds the upload key in a served photo URL', () => {
    expect(uploadKeyOf('/client/upload/files/service/a%20b/me.png')).toBe('service/a b/me.png');
    expect(uploadKeyOf(null)).toBe('');
  });
});
