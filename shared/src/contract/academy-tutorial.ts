import { z } from 'zod';

export const academyTutorialVideoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  videoUrl: z.string(),
  posterUrl: z.string().nullable(),
  durationSeconds: z.number().int().nullable(),
});
export type AcademyTutorialVideo = z.infer<typeof academyTutorialVideoSchema>;

/** `GET /academy/tutorial/playlist`: the academy's playlists with their videos, in order. */
export const academyTutorialPlaylistSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  videos: z.array(academyTutorialVideoSchema),
});
export type AcademyTutorialPlaylist = z.infer<typeof academyTutorialPlaylistSchema>;
