import { z } from 'zod';
import { generalCustomerGroupId } from './account';

/**
 * Workflows of the academy desk. A customer may only cancel (requests) or withdraw (applications); the academy
 * staff move the rest. Every change is kept in the record's history.
 */
export const academyTicketStatuses = ['Pending', 'Confirmed', 'Completed', 'Rejected', 'Cancelled'] as const;
export type AcademyTicketStatus = (typeof academyTicketStatuses)[number];

export const academyTicketTransitions: Record<AcademyTicketStatus, readonly AcademyTicketStatus[]> = {
  Pending: ['Confirmed', 'Rejected', 'Cancelled'],
  Confirmed: ['Completed', 'Cancelled'],
  Completed: [],
  Rejected: [],
  Cancelled: [],
};

/** What the requester may do themselves: cancel while the academy has not confirmed yet. */
export const customerCancellableTicketStatuses: readonly AcademyTicketStatus[] = ['Pending'];

export const jobApplicationStatuses = [
  'Submitted',
  'Reviewing',
  'Interview',
  'Hired',
  'Rejected',
  'Withdrawn',
] as const;
export type JobApplicationStatus = (typeof jobApplicationStatuses)[number];

export const jobApplicationTransitions: Record<JobApplicationStatus, readonly JobApplicationStatus[]> = {
  Submitted: ['Reviewing', 'Rejected', 'Withdrawn'],
  Reviewing: ['Interview', 'Rejected', 'Withdrawn'],
  Interview: ['Hired', 'Rejected', 'Withdrawn'],
  Hired: [],
  Rejected: [],
  Withdrawn: [],
};

export const canTicketMove = (from: AcademyTicketStatus, to: AcademyTicketStatus) =>
  academyTicketTransitions[from].includes(to);
export const canApplicationMove = (from: JobApplicationStatus, to: JobApplicationStatus) =>
  jobApplicationTransitions[from].includes(to);

/** The academy desk's moves of a request: every move of the table (a customer cancels only while Pending). */
export const staffTicketMoves = (status: AcademyTicketStatus): AcademyTicketStatus[] => [
  ...academyTicketTransitions[status],
];
/** The recruiter's moves of an application: the table's, but withdrawing is the candidate's own. */
export const staffApplicationMoves = (status: JobApplicationStatus): JobApplicationStatus[] =>
  jobApplicationTransitions[status].filter((to) => to !== 'Withdrawn');

/** A candidate may withdraw while the application is still open. */
export const canWithdrawApplication = (status: JobApplicationStatus) =>
  canApplicationMove(status, 'Withdrawn');
export const canCancelAcademyTicket = (status: AcademyTicketStatus) =>
  customerCancellableTicketStatuses.includes(status);

export const statusChangeSchema = <S extends readonly [string, ...string[]]>(statuses: S) =>
  z.object({ status: z.enum(statuses), note: z.string().nullable(), changedAt: z.string() });

/** Calendar date as sent over the wire: YYYY-MM-DD. */
export const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

export const isRealDate = (value: string) => {
  if (!isoDatePattern.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

export const calendarDate = (key: string) =>
  z.string({ error: key }).trim().min(1, key).refine(isRealDate, 'academyInvalidDate');

/** Today's calendar date in Cambodia (UTC+7), the academy's time zone. */
export const academyToday = (now: Date) => new Date(now.getTime() + 7 * 3600_000).toISOString().slice(0, 10);
export const academyYear = (now: Date) => Number(academyToday(now).slice(0, 4));

/** Customer group 142 is the general customer; every other group is a business partner (spec section 6). */
export const isBusinessPartnerGroup = (customerGroupId: number | null | undefined) =>
  customerGroupId !== null && customerGroupId !== undefined && customerGroupId !== generalCustomerGroupId;
