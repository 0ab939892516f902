import { type AdminShowroom, type adminShowroomBodySchema, ErrorCode } from '@portal/shared/contract';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { ShowroomsTable } from '../../../../db/schema';
import { AppError } from '../../../../platform/errors';
import { imageUrlOf } from '../../../../platform/public-url';
import { newStaffRowPlace, type StaffCaller } from '../../../../platform/staff';
import { auditedRows } from '../audited-rows';
import type { CachedContentDeps } from '../cached-content-deps';

type Body = z.output<typeof adminShowroomBodySchema>;

const showroomNotFound = () => new AppError(404, ErrorCode.notFound, 'adminContentShowroomNotFound');
/** The head office is the pickup point of last resort; it is never hidden. */
const headOfficeStays = () => new AppError(409, ErrorCode.conflict, 'adminContentHeadOfficeStaysVisible');

/** Showrooms (pickup points); the shop lists the head office first, then staff's order. */
export const createStaffShowroomService = ({ db, clock, config, readCache }: CachedContentDeps) => {
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
  const rows = auditedRows({
    db,
    clock,
    table: 'showrooms',
    entity: 'showroom',
    toItem: toShowroom,
    notFound: showroomNotFound,
  });

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
        await rows.insert(staff, 'showroom.create', async (trx) => ({
          ...(await newStaffRowPlace(trx, 'showrooms')),
          ...valuesOf(body),
        })),
      ),

    update: async (staff: StaffCaller, id: number, body: Body): Promise<AdminShowroom> =>
      changed(
        await rows.update(staff, 'showroom.update', id, valuesOf(body), (before) => {
          if (before.is_head_office && !body.isActive) throw headOfficeStays();
        }),
      ),

    setActive: async (staff: StaffCaller, id: number, isActive: boolean): Promise<AdminShowroom> =>
      changed(
        await rows.setActive(staff, isActive ? 'showroom.show' : 'showroom.hide', id, isActive, (before) => {
          if (before.is_head_office && !isActive) throw headOfficeStays();
        }),
      ),
  };
};

export type StaffShowroomService = ReturnType<typeof createStaffShowroomService>;
