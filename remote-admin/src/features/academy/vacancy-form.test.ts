import { describe, expect, it } from '@jest/globals';
import { type AdminVacancy, adminVacancyFormSchema } from '@portal/shared/contract';
import { firstFailure } from '@portal/shared/forms';
import { emptyVacancyForm, vacancyFormOf } from './vacancy-form';

const typed = {
  ...emptyVacancyForm,
  companyName: 'Tonle Coffee',
  shopDescription: 'Riverside kiosk',
  position: 'Barista',
  salaryMin: '220',
  salaryMax: '$300.50',
  numberOfHiring: '2',
};

const firstIssue = (form: typeof typed) => firstFailure(adminVacancyFormSchema, form);
const vacancyBody = (form: typeof typed) => ({ body: adminVacancyFormSchema.parse(form) });

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
    // An amount that is not one is named before the fields the API checks.
    expect(firstIssue({ ...typed, companyName: '', salaryMax: 'lots' })).toBe('academyInvalidSalary');
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
