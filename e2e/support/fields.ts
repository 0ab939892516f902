import type { Locator } from 'playwright-core';

/** Types a day into a day field as a person does, day-month-year, and closes its calendar. */
export async function fillDay(field: Locator, isoDay: string) {
  const [year, month, day] = isoDay.split('-');
  await field.fill(`${day}-${month}-${year}`);
  await field.press('Escape');
}
