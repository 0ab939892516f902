import {
  type AcademyTutorialPlaylist,
  academyTutorialPlaylistSchema,
  okEnvelope,
} from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../platform/errors';
import { local } from '../../../platform/message-text';
import { ok } from '../../../platform/ok';
import { sendMediaFile } from '../../../platform/send-media-file';
import type { AcademyDeps } from '../route-deps';

const mediaDir = new URL('../../../db/seed/academy-media/', import.meta.url);

export const academyTutorialRoutes: FastifyPluginAsyncZod<AcademyDeps> = async (app, { db }) => {
  app.get(
    '/academy/tutorial/playlist',
    {
      schema: {
        tags: ['academy'],
        summary: 'The academy’s video playlists with their videos, in order',
        response: { 200: okEnvelope(z.array(academyTutorialPlaylistSchema)), ...errorResponses },
      },
    },
    async (request) => {
      const language = request.language;
      const playlists = await db
        .selectFrom('academy_tutorial_playlists')
        .selectAll()
        .orderBy('sort')
        .orderBy('id')
        .execute();
      const videos = await db
        .selectFrom('academy_tutorial_videos')
        .selectAll()
        .orderBy('sort')
        .orderBy('id')
        .execute();
      const answer: AcademyTutorialPlaylist[] = playlists.map((playlist) => ({
        id: playlist.id,
        title: local(playlist.title, playlist.title_km, language) ?? playlist.title,
        description: local(playlist.description, playlist.description_km, language),
        videos: videos
          .filter((video) => video.playlist_id === playlist.id)
          .map((video) => ({
            id: video.id,
            title: local(video.title, video.title_km, language) ?? video.title,
            description: local(video.description, video.description_km, language),
            videoUrl: video.video_url,
            posterUrl: video.poster_url,
            durationSeconds: video.duration_seconds,
          })),
      }));
      return ok(answer);
    },
  );

  app.get(
    '/academy/tutorial/video/:file',
    {
      schema: {
        tags: ['academy'],
        summary: 'A tutorial video file (WebM)',
        params: z.object({ file: z.string().regex(/^[a-z0-9-]{1,64}\.webm$/, 'resourceNotFound') }),
        response: { 200: z.unknown().describe('The video'), ...errorResponses },
      },
    },
    (request, reply) => sendMediaFile(request, reply, new URL(request.params.file, mediaDir), 'video/webm'),
  );
};
