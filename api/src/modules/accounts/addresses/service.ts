import {
  type Address,
  type CreateAddressBody,
  ErrorCode,
  maxAddressesPerUser,
  type Place,
  type PlacesQuery,
  type UpdateAddressBody,
} from '@portal/shared/contract';
import type { Kysely } from 'kysely';
import type { Database, Db } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import type { Clock } from '../../../platform/clock';
import { AppError } from '../../../platform/errors';
import { local } from '../../../platform/message-text';

const notFound = () => new AppError(404, ErrorCode.notFound, 'resourceNotFound');

/** The English name, or the Khmer one for a Khmer client when there is one. */
const localName = (row: { name: string; name_km: string | null }, language: string) =>
  local(row.name, row.name_km, language);

type AddressRow = {
  id: number;
  name: string;
  address_detail: string;
  phone: string | null;
  latitude: number | null;
  longitude: number | null;
  is_default: boolean;
  province_id: number;
  province_name: string;
  province_name_km: string | null;
  district_id: number;
  district_name: string;
  district_name_km: string | null;
};

const selectAddresses = (db: Kysely<Database>, userId: number) =>
  db
    .selectFrom('addresses')
    .innerJoin('provinces', 'provinces.id', 'addresses.province_id')
    .innerJoin('districts', 'districts.id', 'addresses.district_id')
    .select([
      'addresses.id',
      'addresses.name',
      'addresses.address_detail',
      'addresses.phone',
      'addresses.latitude',
      'addresses.longitude',
      'addresses.is_default',
      'provinces.id as province_id',
      'provinces.name as province_name',
      'provinces.name_km as province_name_km',
      'districts.id as district_id',
      'districts.name as district_name',
      'districts.name_km as district_name_km',
    ])
    .where('addresses.user_id', '=', userId);

const toAddress = (row: AddressRow, language: string): Address => ({
  id: row.id,
  name: row.name,
  addressDetail: row.address_detail,
  phone: row.phone,
  province: {
    id: row.province_id,
    name: localName({ name: row.province_name, name_km: row.province_name_km }, language),
  },
  district: {
    id: row.district_id,
    name: localName({ name: row.district_name, name_km: row.district_name_km }, language),
  },
  latitude: row.latitude,
  longitude: row.longitude,
  default: row.is_default,
});

/** The default address's province and detail, for the profile (spec section 3). */
export const defaultAddressOf = async (db: Db, userId: number, language: string) => {
  const row = await selectAddresses(db, userId).where('addresses.is_default', '=', true).executeTakeFirst();
  return row
    ? {
        provinceName: localName({ name: row.province_name, name_km: row.province_name_km }, language),
        detail: row.address_detail,
      }
    : null;
};

/** The province exists and the district lies in it; 400 invalidProvince / invalidDistrict otherwise. */
export const assertPlace = async (db: Kysely<Database>, provinceId: number, districtId: number) => {
  const province = await db
    .selectFrom('provinces')
    .select('id')
    .where('id', '=', provinceId)
    .executeTakeFirst();
  if (!province) throw new AppError(400, ErrorCode.validation, 'invalidProvince');
  const district = await db
    .selectFrom('districts')
    .select('province_id')
    .where('id', '=', districtId)
    .executeTakeFirst();
  if (!district || district.province_id !== provinceId) {
    throw new AppError(400, ErrorCode.validation, 'invalidDistrict');
  }
};

export const createAddressService = ({ db, clock }: { db: Db; clock: Clock }) => {
  /** Serialises one user's address changes, so "exactly one default" holds under concurrent requests. */
  const lockUser = (trx: Kysely<Database>, userId: number) =>
    trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();

  const makeDefault = async (trx: Kysely<Database>, userId: number, addressId: number) => {
    const now = clock.now();
    await trx
      .updateTable('addresses')
      .set({ is_default: false, updated_at: now })
      .where('user_id', '=', userId)
      .where('is_default', '=', true)
      .where('id', '!=', addressId)
      .execute();
    await trx.updateTable('addresses').set({ is_default: true }).where('id', '=', addressId).execute();
  };

  const one = async (trx: Kysely<Database>, userId: number, addressId: number, language: string) => {
    const row = await selectAddresses(trx, userId).where('addresses.id', '=', addressId).executeTakeFirst();
    if (!row) throw notFound();
    return toAddress(row, language);
  };

  return {
    async countries(language: string): Promise<Place[]> {
      const rows = await db.selectFrom('countries').select(['id', 'name', 'name_km']).orderBy('id').execute();
      return rows.map((row) => ({ id: row.id, name: localName(row, language) }));
    },

    async places(parentId: number, query: PlacesQuery, language: string) {
      const [parentTable, table, parentColumn] =
        query.type === 'province'
          ? (['countries', 'provinces', 'country_id'] as const)
          : (['provinces', 'districts', 'province_id'] as const);
      const parent = await db
        .selectFrom(parentTable)
        .select('id')
        .where('id', '=', parentId)
        .executeTakeFirst();
      if (!parent) throw notFound();
      const base = db.selectFrom(table).where(parentColumn, '=', parentId);
      const { total } = await base
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .executeTakeFirstOrThrow();
      let rows = base.select(['id', 'name', 'name_km']).orderBy('name');
      if (!query.all) rows = rows.limit(query.limit).offset(query.offset);
      const places = (await rows.execute()).map((row) => ({ id: row.id, name: localName(row, language) }));
      const count = Number(total);
      return {
        places,
        meta: query.all
          ? { limit: count, offset: 0, total: count }
          : { limit: query.limit, offset: query.offset, total: count },
      };
    },

    async list(userId: number, limit: number, offset: number, language: string) {
      const rows = await selectAddresses(db, userId)
        .orderBy('addresses.is_default', 'desc')
        .orderBy('addresses.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      const { total } = await db
        .selectFrom('addresses')
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return { addresses: rows.map((row) => toAddress(row, language)), total: Number(total) };
    },

    /** The first address becomes the default; `default: true` takes it over from the previous one. */
    async create(userId: number, body: CreateAddressBody, language: string): Promise<Address> {
      return inTransaction(db, async (trx) => {
        await lockUser(trx, userId);
        await assertPlace(trx, body.provinceId, body.districtId);
        const { count } = await trx
          .selectFrom('addresses')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow();
        if (Number(count) >= maxAddressesPerUser)
          throw new AppError(409, ErrorCode.conflict, 'tooManyAddresses');
        const now = clock.now();
        const created = await trx
          .insertInto('addresses')
          .values({
            user_id: userId,
            name: body.name,
            address_detail: body.addressDetail,
            phone: body.phone ?? null,
            province_id: body.provinceId,
            district_id: body.districtId,
            latitude: body.latitude ?? null,
            longitude: body.longitude ?? null,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (body.default || Number(count) === 0) await makeDefault(trx, userId, created.id);
        return one(trx, userId, created.id, language);
      });
    },

    /** `default: false` on the default is ignored: a user with addresses always has exactly one default. */
    async update(
      userId: number,
      addressId: number,
      body: UpdateAddressBody,
      language: string,
    ): Promise<Address> {
      return inTransaction(db, async (trx) => {
        await lockUser(trx, userId);
        const current = await trx
          .selectFrom('addresses')
          .select(['province_id', 'district_id'])
          .where('id', '=', addressId)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if (!current) throw notFound();
        if (body.provinceId !== undefined || body.districtId !== undefined) {
          await assertPlace(
            trx,
            body.provinceId ?? current.province_id,
            body.districtId ?? current.district_id,
          );
        }
        await trx
          .updateTable('addresses')
          .set({
            ...(body.name !== undefined ? { name: body.name } : {}),
            ...(body.addressDetail !== undefined ? { address_detail: body.addressDetail } : {}),
            ...(body.phone !== undefined ? { phone: body.phone } : {}),
            ...(body.provinceId !== undefined ? { province_id: body.provinceId } : {}),
            ...(body.districtId !== undefined ? { district_id: body.districtId } : {}),
            ...(body.latitude !== undefined ? { latitude: body.latitude } : {}),
            ...(body.longitude !== undefined ? { longitude: body.longitude } : {}),
            updated_at: clock.now(),
          })
          .where('id', '=', addressId)
          .execute();
        if (body.default) await makeDefault(trx, userId, addressId);
        return one(trx, userId, addressId, language);
      });
    },

    /** Deleting the default hands it to the most recently changed remaining address. */
    async remove(userId: number, addressId: number) {
      await inTransaction(db, async (trx) => {
        await lockUser(trx, userId);
        const removed = await trx
          .deleteFrom('addresses')
          .where('id', '=', addressId)
          .where('user_id', '=', userId)
          .returning('is_default')
          .executeTakeFirst();
        if (!removed) throw notFound();
        if (!removed.is_default) return;
        const next = await trx
          .selectFrom('addresses')
          .select('id')
          .where('user_id', '=', userId)
          .orderBy('updated_at', 'desc')
          .orderBy('id', 'desc')
          .limit(1)
          .executeTakeFirst();
        if (next) await makeDefault(trx, userId, next.id);
      });
    },
  };
};

export type AddressService = ReturnType<typeof createAddressService>;
