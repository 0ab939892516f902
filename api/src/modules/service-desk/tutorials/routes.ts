import { listEnvelope, tutorialPlaylistSchema } from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../platform/errors';
import { local } from '../../../platform/message-text';
import { ok } from '../../../platform/ok';
import { sendMediaFile } from '../../../platform/send-media-file';
import type { ServiceDeskDeps } from '../route-deps';

const mediaDir = new URL('../../../db/seed/media/', import.meta.url);

export const tutorialRoutes: FastifyPluginAsyncZod<ServiceDeskDeps> = async (app, { db }) => {
  const tags = ['tutorial'];

  app.get(
    '/tutorial/playlist',
    {
      schema: {
        tags,
        summary: 'Tutorial playlists with their videos (open to everyone)',
        response: { 200: listEnvelope(tutorialPlaylistSchema), ...errorResponses },
      },
    },
    async (request) => {
      const language = request.language;
      const playlists = await db
        .selectFrom('tutorial_playlists')
        .selectAll()
        .orderBy('sort')
        .orderBy('id')
        .execute();
      const videos = await db
        .selectFrom('tutorial_videos')
        .selectAll()
        .orderBy('sort')
        .orderBy('id')
        .execute();
      const data = playlists.map((playlist) => ({
        id: playlist.id,
        title: local(playlist.title, playlist.title_km, language),
        description: local(playlist.description, playlist.description_km, language),
        videos: videos
          .filter((video) => video.playlist_id === playlist.id)
          .map((video) => ({
            id: video.id,
            title: local(video.title, video.title_km, language),
            description: local(video.description, video.description_km, language),
            videoUrl: video.video_url,
            durationSeconds: video.duration_seconds,
          })),
      }));
      return { ...ok(data), meta: { limit: data.length, offset: 0, total: data.length } };
    },
  );

  app.get(
    '/tutorial/video/:file',
    {
      schema: {
        tags,
        summary: 'A tutorial video kept with the portal (WebM)',
        params: z.object({ file: z.string().regex(/^[a-z0-9-]{1,64}\.webm$/, 'resourceNotFound') }),
        response: { 200: z.unknown().describe('The video'), ...errorResponses },
      },
    },
    (request, reply) => sendMediaFile(request, reply, new URL(request.params.file, mediaDir), 'video/webm'),
  );
};
