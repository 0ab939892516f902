import { serviceTimeZoneOffset, technicianTimeSlots, visitInstant } from '@portal/shared/contract';

const offsetMs = Number(serviceTimeZoneOffset.slice(0, 3)) * 3_600_000;

/** Today's date in Phnom Penh, YYYY-MM-DD: the earliest day a visit can be asked for. */
export const serviceToday = (now: Date) => new Date(now.getTime() + offsetMs).toISOString().slice(0, 10);

/** The technician slots still open on `date`: all of them on a later day, only the coming ones today. */
export const openSlots = (date: string, now: Date) => {
  if (!date) return technicianTimeSlots;
  if (date < serviceToday(now)) return [];
  return technicianTimeSlots.filter((slot) => visitInstant(date, slot).getTime() > now.getTime());
};

/** The date and time as the user reads them: day-month-year and the 24-hour time, Phnom Penh time. */
export const formatVisit = (iso: string | null) => {
  if (!iso) return null;
  const local = new Date(new Date(iso).getTime() + offsetMs).toISOString();
  const [date, time] = [local.slice(0, 10), local.slice(11, 16)];
  const [year, month, day] = date.split('-');
  return `${day}-${month}-${year} ${time}`;
};
