import { z } from 'zod';
import { bodyObject, dateTimeSchema } from './common';

/** The apps released on their own (build-config/releases.cjs), each with its deploy tokens. */
export const releaseApps = ['host', 'shop', 'account', 'services', 'academy', 'admin'] as const;
export const releaseAppSchema = z.enum(releaseApps, { error: 'badRequest' });
export type ReleaseApp = z.infer<typeof releaseAppSchema>;

export const releaseAppParamsSchema = z.object({ app: releaseAppSchema });

/** A release version as `pnpm release` names it: `<package version>-<UTC stamp>-<commit>`. */
export const releaseVersionSchema = z
  .string()
  .max(100, 'badRequest')
  .regex(/^\d+\.\d+\.\d+-[\w.-]+$/, 'badRequest');

const reasonSchema = z.string().trim().max(500, 'badRequest').optional();

/** An administrator asks for a deploy token of one app (30 days unless said otherwise, a year at most). */
export const deployTokenBodySchema = bodyObject({
  app: releaseAppSchema,
  expiresInDays: z.number().int().min(1, 'badRequest').max(366, 'badRequest').optional(),
});
export type DeployTokenBody = z.infer<typeof deployTokenBodySchema>;

/** The answer to a new token: the only time the token itself is shown. */
export const newDeployTokenSchema = z.object({
  id: z.number().int(),
  token: z.string(),
  app: releaseAppSchema,
  expiresAt: dateTimeSchema,
});
export type NewDeployToken = z.infer<typeof newDeployTokenSchema>;

/** A deploy token as listed: never the token itself. */
export const deployTokenSchema = z.object({
  id: z.number().int(),
  app: releaseAppSchema,
  createdBy: z.number().int(),
  createdAt: dateTimeSchema,
  expiresAt: dateTimeSchema,
  revokedAt: dateTimeSchema.nullable(),
  lastUsedAt: dateTimeSchema.nullable(),
});
export type DeployToken = z.infer<typeof deployTokenSchema>;

/** Makes a kept release live, or with `canary` (1–99 %) gives it to that share of visitors. */
export const promoteReleaseBodySchema = bodyObject({
  version: releaseVersionSchema,
  canary: z.number().int().min(1, 'badRequest').max(99, 'badRequest').optional(),
  reason: reasonSchema,
});
export type PromoteReleaseBody = z.infer<typeof promoteReleaseBodySchema>;

export const rollbackReleaseBodySchema = bodyObject({ reason: reasonSchema });
export type RollbackReleaseBody = z.infer<typeof rollbackReleaseBodySchema>;

/** One change of the registry: who made it, when, from which release to which, and why. */
export const releaseChangeSchema = z.object({
  at: dateTimeSchema,
  by: z.string(),
  action: z.string(),
  app: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  share: z.number().optional(),
  reason: z.string().optional(),
  /** Who `by` is, as staff read it: a staff member's name, or the app whose deploy token made the change. */
  who: z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal('staff'), name: z.string() }),
      z.object({ kind: z.literal('deployToken'), app: z.string() }),
    ])
    .optional(),
});
export type ReleaseChange = z.infer<typeof releaseChangeSchema>;

/** What a kept release's release.json says of it. */
export const releaseFactsSchema = z.object({
  app: releaseAppSchema,
  version: z.string(),
  commit: z.string(),
  builtAt: dateTimeSchema,
  shared: z.object({ version: z.string(), range: z.string().nullable() }),
  /** The federation runtime core it was built with, or null for one that carries its own. */
  federationCore: z.string().nullable(),
});
export type ReleaseFacts = z.infer<typeof releaseFactsSchema>;

/** One app on the release service: what is live, any canary, the kept releases (oldest first), the history. */
export const appReleasesSchema = z.object({
  app: releaseAppSchema,
  live: z.string().nullable(),
  canary: z.object({ version: z.string(), share: z.number() }).nullable(),
  releases: z.array(releaseFactsSchema),
  history: z.array(releaseChangeSchema),
});
export type AppReleases = z.infer<typeof appReleasesSchema>;
