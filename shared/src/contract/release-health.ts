import { z } from 'zod';
import { bodyObject, dateTimeSchema } from './common';
import { releaseAppSchema, releaseVersionSchema } from './releases';

/** More than this many page loads of one release in one browser's batch (about 10 s) is no report: it is refused. */
export const maxReportedLoads = 1000;

const count = z
  .number({ error: 'badRequest' })
  .int('badRequest')
  .min(0, 'badRequest')
  .max(maxReportedLoads, 'badRequest');

/**
 * One app's page loads in one release since the browser's last report, and how many of them failed (an error its
 * section's boundary caught, a chunk or remote that did not load, an unhandled rejection from its code; a page load
 * counts once however many). A page load and its failure may fall in two reports, so failures may outnumber loads
 * in one. No page, user or address: nothing about the visitor.
 */
export const releaseHealthReportSchema = z.object(
  { app: releaseAppSchema, version: releaseVersionSchema, loads: count, failures: count },
  { error: 'badRequest' },
);
export type ReleaseHealthReport = z.infer<typeof releaseHealthReportSchema>;

/** What a browser sends every few seconds: one report per app and release it ran. */
export const releaseHealthBodySchema = bodyObject({
  reports: z
    .array(releaseHealthReportSchema, { error: 'badRequest' })
    .min(1, 'badRequest')
    .max(20, 'badRequest'),
});
export type ReleaseHealthBody = z.infer<typeof releaseHealthBodySchema>;

/** The staff chart's window: the last `hours` (a day unless asked, a week at most). */
export const releaseHealthQuerySchema = z.object({
  hours: z.coerce
    .number({ error: 'badRequest' })
    .int('badRequest')
    .min(1, 'badRequest')
    .max(168, 'badRequest')
    .default(24),
});
export type ReleaseHealthQuery = z.infer<typeof releaseHealthQuerySchema>;

/** One hour of one release: its page loads, the failed ones and their rate (0 without loads). */
export const releaseHealthHourSchema = z.object({
  hour: dateTimeSchema,
  loads: z.number().int(),
  failures: z.number().int(),
  failureRate: z.number(),
});
export type ReleaseHealthHour = z.infer<typeof releaseHealthHourSchema>;

/** Per app and release, each hour of the window that had page loads, oldest first. */
export const releaseHealthSchema = z.object({
  from: dateTimeSchema,
  to: dateTimeSchema,
  releases: z.array(
    z.object({ app: releaseAppSchema, version: z.string(), hours: z.array(releaseHealthHourSchema) }),
  ),
});
export type ReleaseHealth = z.infer<typeof releaseHealthSchema>;
