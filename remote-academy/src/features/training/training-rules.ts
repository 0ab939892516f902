import { academyToday, isNotBefore } from '@portal/shared/contract';

/** The date rule the API also checks: a request is for today or later. */
export const trainingRequestIssue = (date: string, now: Date) =>
  isNotBefore(date, academyToday(now)) ? null : 'academyDateCannotBeInThePast';
