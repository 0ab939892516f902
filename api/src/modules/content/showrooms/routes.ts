import {
  ErrorCode,
  idParamsSchema,
  listEnvelope,
  okEnvelope,
  openingHoursText,
  showroomSchema,
  type WeeklyHours,
} from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ShowroomsTable } from '../../../db/schema';
import { AppError, errorResponses } from '../../../platform/errors';
import { local, renderMessage } from '../../../platform/message-text';
import { ok } from '../../../platform/ok';
import { imageUrlOf } from '../../../platform/public-url';
import { sendCached } from '../../../platform/read-cache';
import type { ContentDeps } from '../route-deps';

type Row = Omit<
  ShowroomsTable,
  'id' | 'description' | 'is_head_office' | 'is_active' | 'sort' | 'staff_edited_at' | 'weekly_hours'
> & {
  id: number;
  description: string;
  is_head_office: boolean;
  weekly_hours: WeeklyHours;
};

export const showroomRoutes: FastifyPluginAsyncZod<ContentDeps> = async (app, { db, config, readCache }) => {
  const toShowroom = (row: Row, language: string) => ({
    id: row.id,
    name: local(row.name, row.name_km, language),
    address: local(row.address, row.address_km, language),
    phone: row.phone,
    key: row.key,
    openingHours: openingHoursText(row.weekly_hours, language, renderMessage('showroomClosed', {}, language)),
    weeklyHours: row.weekly_hours,
    description: local(row.description, row.description_km, language),
    latitude: row.latitude,
    longitude: row.longitude,
    imageUrl: imageUrlOf(config, row.image),
    isHeadOffice: row.is_head_office,
  });
  const active = () =>
    db
      .selectFrom('showrooms')
      .select([
        'id',
        'key',
        'name',
        'name_km',
        'address',
        'address_km',
        'phone',
        'weekly_hours',
        'description',
        'description_km',
        'latitude',
        'longitude',
        'image',
        'is_head_office',
      ])
      .where('is_active', '=', true)
      .orderBy('is_head_office', 'desc')
      .orderBy('sort')
      .orderBy('id');

  app.get(
    '/showroom',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Showrooms (the head office first); pickup points',
        response: { 200: listEnvelope(showroomSchema), 304: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const language = request.language;
      const answer = await readCache.cached(`showrooms:list:${language}`, async () => {
        const rows = (await active().execute()).map((row) => toShowroom(row, language));
        return { ...ok(rows), meta: { limit: rows.length, offset: 0, total: rows.length } };
      });
      return sendCached(request, reply, answer);
    },
  );

  app.get(
    '/showroom/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One showroom',
        params: idParamsSchema,
        response: { 200: okEnvelope(showroomSchema), 304: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const language = request.language;
      const answer = await readCache.cached(`showrooms:one:${request.params.id}:${language}`, async () => {
        const row = await active().where('id', '=', request.params.id).executeTakeFirst();
        if (!row) throw new AppError(404, ErrorCode.notFound, 'resourceNotFound');
        return ok(toShowroom(row, language));
      });
      return sendCached(request, reply, answer);
    },
  );
};
