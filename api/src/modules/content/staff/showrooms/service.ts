import { type AdminShowroom, type adminShowroomBodySchema, ErrorCode } from '@portal/shared/contract';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { Db, ShowroomsTable } from '../../../../db/schema';
import type { Clock } from '../../../../platform/clock';
import type { Config } from '../../../../platform/config';
import { AppError } from '../../../../platform/errors';
import { imageUrlOf } from '../../../../platform/public-url';
import type { ReadCache } from '../../../../platform/read-cache';
import { auditedWrite, newStaffRowPlace, type StaffCaller } from '../../../../platform/staff';

type Body = z.output<typeof adminShowroomBodySchema>;

const showroomNotFound = () => new AppError(404, ErrorCode.notFound, 'adminContentShowroomNotFound');
/** The head office is the pickup point of last resort; it is never hidden. */
const headOfficeStays = () => new AppError(409, ErrorCode.conflict, 'adminContentHeadOfficeStaysVisible');

/** Showrooms (pickup points); the shop lists the head office first, then staff's order. */
export const createStaffShowroomService = ({
  db,
  clock,
  config,
  readCache,
}: {
  db: Db;
  clock: Clock;
  config: Config;
  readCache: ReadCache;
}) => {
  const toShowroom = (row: Selectable<ShowroomsTable>): AdminShowroom => ({
    id: row.id,
    name: row.name,
    nameKm: row.name_km,
    address: row.address,
    addressKm: row.address_km,
    phone: row.phone,
    weeklyHours: row.weekly_hours,
    description: row.description,
    descriptionKm: row.description_km,
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
    image: row.image,
    imageUrl: imageUrlOf(config, row.image),
    isHeadOffice: row.is_head_office,
    isActive: row.is_active,
    sort: row.sort,
  });
  const valuesOf = (body: Body) => ({
    name: body.name,
    name_km: body.nameKm ?? null,
    address: body.address,
    address_km: body.addressKm ?? null,
    phone: body.phone,
    weekly_hours: JSON.stringify(body.weeklyHours),
    description: body.description ?? '',
    description_km: body.descriptionKm ?? null,
    latitude: body.latitude,
    longitude: body.longitude,
    image: body.image ?? null,
    is_active: body.isActive,
    staff_edited_at: clock.now(),
  });
  const changed = <T>(result: T) => {
    readCache.invalidate('showrooms');
    return result;
  };
  const locked = async (trx: Parameters<Parameters<typeof auditedWrite>[3]>[0], id: number) => {
    const row = await trx
      .selectFrom('showrooms')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw showroomNotFound();
    return row;
  };

  return {
    list: async (): Promise<AdminShowroom[]> =>
      (
        await db
          .selectFrom('showrooms')
          .selectAll()
          .orderBy('is_head_office', 'desc')
          .orderBy('sort')
          .orderBy('id')
          .execute()
      ).map(toShowroom),

    create: async (staff: StaffCaller, body: Body): Promise<AdminShowroom> =>
      changed(
        await auditedWrite(db, clock, staff, async (trx) => {
          const row = await trx
            .insertInto('showrooms')
            .values({ ...(await newStaffRowPlace(trx, 'showrooms')), ...valuesOf(body) })
            .returningAll()
            .executeTakeFirstOrThrow();
          const showroom = toShowroom(row);
          return {
            result: showroom,
            audit: {
              action: 'showroom.create',
              entity: 'showroom',
              entityId: row.id,
              before: null,
              after: showroom,
            },
          };
        }),
      ),

    update: async (staff: StaffCaller, id: number, body: Body): Promise<AdminShowroom> =>
      changed(
        await auditedWrite(db, clock, staff, async (trx) => {
          const before = await locked(trx, id);
          if (before.is_head_office && !body.isActive) throw headOfficeStays();
          const row = await trx
            .updateTable('showrooms')
            .set(valuesOf(body))
            .where('id', '=', id)
            .returningAll()
            .executeTakeFirstOrThrow();
          const showroom = toShowroom(row);
          return {
            result: showroom,
            audit: {
              action: 'showroom.update',
              entity: 'showroom',
              entityId: id,
              before: toShowroom(before),
              after: showroom,
            },
          };
        }),
      ),

    setActive: async (staff: StaffCaller, id: number, isActive: boolean): Promise<AdminShowroom> =>
      changed(
        await auditedWrite(db, clock, staff, async (trx) => {
          const before = await locked(trx, id);
          if (before.is_head_office && !isActive) throw headOfficeStays();
          const row = await trx
            .updateTable('showrooms')
            .set({ is_active: isActive, staff_edited_at: clock.now() })
            .where('id', '=', id)
            .returningAll()
            .executeTakeFirstOrThrow();
          return {
            result: toShowroom(row),
            audit: {
              action: isActive ? 'showroom.show' : 'showroom.hide',
              entity: 'showroom',
              entityId: id,
              before: { isActive: before.is_active },
              after: { isActive },
            },
          };
        }),
      ),
  };
};

export type StaffShowroomService = ReturnType<typeof createStaffShowroomService>;
