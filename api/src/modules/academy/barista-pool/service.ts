import {
  type Barista,
  type BaristaAvailability,
  type CreateBaristaBody,
  ErrorCode,
} from '@portal/shared/contract';
import type { Selectable } from 'kysely';
import type { Database, Db } from '../../../db/schema';
import type { Clock } from '../../../platform/clock';
import type { Config } from '../../../platform/config';
import { AppError } from '../../../platform/errors';
import { imageUrlOf } from '../../../platform/public-url';
import type { UploadService } from '../../accounts';
import { assertBusinessPartner } from '../training/business-partner-only';

type Row = Selectable<Database['academy_baristas']> & { shop_name: string | null };

export const createAcademyBaristaService = ({
  db,
  clock,
  config,
  uploads,
}: {
  db: Db;
  clock: Clock;
  config: Config;
  uploads: UploadService;
}) => {
  const toBarista = (row: Row, userId: number | null): Barista => ({
    id: row.id,
    name: row.name,
    photoUrl: imageUrlOf(config, row.photo),
    skills: JSON.parse(row.skills) as string[],
    experienceYears: row.experience_years,
    availability: row.availability,
    availableFrom: row.available_from,
    location: row.location,
    about: row.about,
    postedBy: row.posted_by_user_id === null ? 'academy' : (row.shop_name ?? 'business'),
    own: userId !== null && row.posted_by_user_id === userId,
  });

  const select = () =>
    db
      .selectFrom('academy_baristas as b')
      .leftJoin('account_people as u', 'u.id', 'b.posted_by_user_id')
      .selectAll('b')
      .select((eb) => eb.fn.coalesce(eb.ref('u.first_name'), eb.val(null)).as('shop_name'));

  return {
    async list(userId: number | null, limit: number, offset: number, availability?: BaristaAvailability) {
      let base = db.selectFrom('academy_baristas');
      if (availability) base = base.where('availability', '=', availability);
      const { total } = await base
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .executeTakeFirstOrThrow();
      let rows = select();
      if (availability) rows = rows.where('b.availability', '=', availability);
      const list = await rows
        .orderBy('b.created_at', 'desc')
        .orderBy('b.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      return { baristas: list.map((row) => toBarista(row, userId)), total: Number(total) };
    },

    async get(userId: number | null, id: number) {
      const row = await select().where('b.id', '=', id).executeTakeFirst();
      if (!row) throw new AppError(404, ErrorCode.notFound, 'resourceNotFound');
      return toBarista(row, userId);
    },

    /** A business partner posts one of its own baristas. */
    async create(userId: number, body: CreateBaristaBody) {
      await assertBusinessPartner(db, userId);
      if (body.photoUrl) await uploads.assertOwnImage(userId, body.photoUrl);
      const { id } = await db
        .insertInto('academy_baristas')
        .values({
          posted_by_user_id: userId,
          name: body.name,
          photo: body.photoUrl ?? null,
          skills: JSON.stringify([...new Set(body.skills)]),
          experience_years: body.experienceYears,
          availability: body.availability,
          available_from: body.availableFrom,
          location: body.location ?? null,
          about: body.about ?? null,
          created_at: clock.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return this.get(userId, id);
    },
  };
};

export type AcademyBaristaService = ReturnType<typeof createAcademyBaristaService>;
