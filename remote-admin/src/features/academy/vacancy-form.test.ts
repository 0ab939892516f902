import { describe, expect, it } from '@jest/globals';
import { type AdminVacancy, adminVacancyBodySchema } from '@portal/shared/contract';
import { emptyVacancyForm, vacancyBody, vacancyFormOf } from './vacancy-form';

const typed = {
  ...emptyVacancyForm,
  companyName: 'Tonle Coffee',
  shopDescription: 'Riverside kiosk',
  position: 'Barista',
  salaryMin: '220',
  salaryMax: '$300.50',
  numberOfHiring: '2',
};

const firstIssue = (form: typeof typed) => {
  const made = vacancyBody(form);
  if ('error' in made) return made.error;
  return adminVacancyBodySchema.safeParse(made.body).error?.issues[0]?.message ?? null;
};

describe('the vacancy form', () => {
  it('sends salaries in cents and a blank closing day as none', () => {
    expect(vacancyBody(typed)).toMatchObject({
      body: {
        salaryMin: 22000,
        salaryMax: 30050,
        numberOfHiring: 2,
        closingDate: null,
      },
    });
    expect(firstIssue(typed)).toBeNull();
  });

  it('names the first problem the way the API would', () => {
    expect(firstIssue({ ...typed, companyName: '' })).toBe('adminAcademyCompanyIsRequired');
    expect(firstIssue({ ...typed, salaryMin: '' })).toBe('academySalaryIsRequired');
    expect(firstIssue({ ...typed, salaryMin: 'two hundred' })).toBe('academyInvalidSalary');
    expect(firstIssue({ ...typed, numberOfHiring: 'x' })).toBe('academyNumberMustBeWhole');
    expect(firstIssue({ ...typed, salaryMax: '220' })).toBe('academyMaxSalaryMustBeAboveMin');
  });

  it('fills the form from a vacancy in dollars', () => {
    const vacancy = {
      companyName: 'Tonle Coffee',
      shopDescription: 'Riverside kiosk',
      position: 'Barista',
      location: null,
      salaryMin: 22000,
      salaryMax: 30050,
      numberOfHiring: 2,
      closingDate: '2026-04-30',
    } as AdminVacancy;
    expect(vacancyFormOf(vacancy)).toEqual({
      ...typed,
      salaryMax: '300.50',
      salaryMin: '220.00',
      closingDate: '2026-04-30',
    });
  });
});
