import type { AdminVacancy, AdminVacancyInput } from '@portal/shared/contract';
import { centsToDollarText, dollarsToCents } from '../../common/money';

/** The vacancy form as typed: salaries in dollars, the number of hiring as text. */
export type VacancyForm = {
  companyName: string;
  shopDescription: string;
  position: string;
  location: string;
  salaryMin: string;
  salaryMax: string;
  numberOfHiring: string;
  closingDate: string;
};

export const emptyVacancyForm: VacancyForm = {
  companyName: '',
  shopDescription: '',
  position: '',
  location: '',
  salaryMin: '',
  salaryMax: '',
  numberOfHiring: '1',
  closingDate: '',
};

export const vacancyFormOf = (vacancy: AdminVacancy): VacancyForm => ({
  companyName: vacancy.companyName,
  shopDescription: vacancy.shopDescription,
  position: vacancy.position,
  location: vacancy.location ?? '',
  salaryMin: centsToDollarText(vacancy.salaryMin),
  salaryMax: centsToDollarText(vacancy.salaryMax),
  numberOfHiring: String(vacancy.numberOfHiring),
  closingDate: vacancy.closingDate ?? '',
});

/**
 * What the API receives: salaries in cents a month, a blank closing day as none. Typed amounts that are not
 * numbers are named here; everything else is named by the contract, first failure first.
 */
export const vacancyBody = (form: VacancyForm): { body: AdminVacancyInput } | { error: string } => {
  const amounts = [form.salaryMin, form.salaryMax].map((text) =>
    text.trim() === '' ? undefined : dollarsToCents(text),
  );
  if (amounts.includes(null)) return { error: 'academyInvalidSalary' };
  const hiring = form.numberOfHiring.trim();
  if (hiring !== '' && !/^\d{1,4}$/.test(hiring)) return { error: 'academyNumberMustBeWhole' };
  return {
    body: {
      companyName: form.companyName,
      shopDescription: form.shopDescription,
      position: form.position,
      location: form.location,
      // Left out when blank, so the contract answers with the field's "is required" key.
      salaryMin: amounts[0] as number,
      salaryMax: amounts[1] as number,
      numberOfHiring: (hiring === '' ? undefined : Number(hiring)) as number,
      closingDate: form.closingDate.trim() || null,
    },
  };
};
