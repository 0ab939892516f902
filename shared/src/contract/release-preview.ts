import { z } from 'zod';
import { dateTimeSchema } from './common';
import { releaseAppSchema, releaseVersionSchema } from './releases';

/** The release a staff member wants to look at inside the real portal before anyone else gets it. */
export const releasePreviewParamsSchema = z.object({ app: releaseAppSchema, version: releaseVersionSchema });

/** A preview link: opening it makes that browser, and only it, run the release until the link expires. */
export const releasePreviewLinkSchema = z.object({ url: z.string(), expiresAt: dateTimeSchema });
export type ReleasePreviewLink = z.infer<typeof releasePreviewLinkSchema>;

export const releasePreviewQuerySchema = z.object({
  token: z.string().min(1, 'badRequest').max(1000, 'badRequest'),
});

/** What a preview link's token previews, as the host asks the API. */
export const releasePreviewSchema = z.object({
  app: releaseAppSchema,
  version: z.string(),
  expiresAt: dateTimeSchema,
});
export type ReleasePreview = z.infer<typeof releasePreviewSchema>;
