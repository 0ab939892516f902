import { z } from 'zod';

/** A video played in the page with the browser's own player. */
export const tutorialVideoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  videoUrl: z.string(),
  durationSeconds: z.number().int().nullable(),
});
export type TutorialVideo = z.infer<typeof tutorialVideoSchema>;

export const tutorialPlaylistSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  videos: z.array(tutorialVideoSchema),
});
export type TutorialPlaylist = z.infer<typeof tutorialPlaylistSchema>;
