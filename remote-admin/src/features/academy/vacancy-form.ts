import type { AdminVacancy } from '@portal/shared/contract';
import { centsToDollarText } from '../../common/money';

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
