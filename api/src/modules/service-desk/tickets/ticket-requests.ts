import {
  type CreateServiceTicketBody,
  ErrorCode,
  generalCustomerGroupId,
  type ServiceTicket,
  serviceTimeZoneOffset,
  visitInstant,
} from '@portal/shared/contract';
import type { Db } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import type { Clock } from '../../../platform/clock';
import type { Config } from '../../../platform/config';
import { AppError } from '../../../platform/errors';
import type { UploadService } from '../../accounts';
import { ticketDetail } from './ticket-detail';
import { invalid } from './ticket-errors';

type CheckupBody = Extract<CreateServiceTicketBody, { kind: 'checkup' }>;
type Equipment = { categoryId: number; equipmentId: number | null; brand: string; model: string };

/** SRV-2026-000042: the year the request was made in Phnom Penh, then the ticket's id. */
export const ticketNumber = (id: number, createdAt: Date) => {
  const offsetHours = Number(serviceTimeZoneOffset.slice(0, 3));
  const year = new Date(createdAt.getTime() + offsetHours * 3_600_000).getUTCFullYear();
  return `SRV-${year}-${String(id).padStart(6, '0')}`;
};

/** A business partner's package subscription or check-up request, checked and stored as a Submitted ticket. */
export const createTicketRequests = ({
  db,
  clock,
  config,
  uploads,
}: {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'publicUrl' | 'filesUrl'>;
  uploads: UploadService;
}) => {
  /** Service packages and check-ups are for business partners: every customer group but the general one. */
  const assertBusinessPartner = async (userId: number) => {
    const user = await db
      .selectFrom('account_people')
      .select('customer_group_id')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    if (user.customer_group_id === generalCustomerGroupId) {
      throw new AppError(403, ErrorCode.permissionDenied, 'onlyBpAccountIsAllowed');
    }
  };

  const requestedType = async (body: CreateServiceTicketBody) => {
    const type =
      body.kind === 'package'
        ? await db
            .selectFrom('service_ticket_types')
            .select(['id', 'price_cents'])
            .where('id', '=', body.ticketTypeId)
            .where('code', '=', 'PACKAGE')
            .where('active', '=', true)
            .executeTakeFirst()
        : await db
            .selectFrom('service_ticket_types')
            .select(['id', 'price_cents'])
            .where('code', '=', 'CHECKUP')
            .where('active', '=', true)
            .orderBy('id')
            .executeTakeFirst();
    if (!type) throw invalid(body.kind === 'package' ? 'servicePackageIsRequired' : 'badRequest');
    return type;
  };

  /** The machine to check: a category the check-up covers, a known model if one was picked, own photos. */
  const checkedEquipment = async (userId: number, ticketTypeId: number, body: CheckupBody) => {
    const covered = await db
      .selectFrom('service_ticket_type_categories')
      .select('category_id')
      .where('ticket_type_id', '=', ticketTypeId)
      .where('category_id', '=', body.equipmentCategoryId)
      .executeTakeFirst();
    if (!covered) throw invalid('checkupEquipmentTypeIsRequired');
    let equipment: Equipment = {
      categoryId: body.equipmentCategoryId,
      equipmentId: null,
      brand: body.brand,
      model: body.model,
    };
    if (body.equipmentId) {
      const item = await db
        .selectFrom('equipment')
        .select(['id', 'brand', 'model'])
        .where('id', '=', body.equipmentId)
        .where('category_id', '=', body.equipmentCategoryId)
        .executeTakeFirst();
      if (!item) throw invalid('checkupEquipmentModelIsRequired');
      equipment = { ...equipment, equipmentId: item.id, brand: item.brand, model: item.model };
    }
    const photos = new Set(body.photos);
    if (photos.size !== body.photos.length) throw invalid('checkupPhotoIsInvalid');
    for (const key of body.photos) await uploads.assertOwnImage(userId, key, 'checkupPhotoIsInvalid');
    return equipment;
  };

  const ownAddress = async (userId: number, addressId: number) => {
    const address = await db
      .selectFrom('account_addresses')
      .select(['id', 'name', 'address_detail'])
      .where('id', '=', addressId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!address) throw invalid('checkupAddressIsRequired');
    return address;
  };

  const create = async (
    userId: number,
    body: CreateServiceTicketBody,
    language: string,
  ): Promise<ServiceTicket> => {
    await assertBusinessPartner(userId);
    const preferredAt = visitInstant(body.preferredDate, body.preferredTime);
    if (preferredAt.getTime() <= clock.now().getTime()) throw invalid('checkupPreferredTimeIsInThePast');
    const type = await requestedType(body);
    const equipment = body.kind === 'checkup' ? await checkedEquipment(userId, type.id, body) : null;
    const address = await ownAddress(userId, body.addressId);

    return inTransaction(db, async (trx) => {
      const now = clock.now();
      const created = await trx
        .insertInto('service_tickets')
        .values({
          user_id: userId,
          ticket_type_id: type.id,
          status: 'Submitted',
          equipment_category_id: equipment?.categoryId ?? null,
          equipment_id: equipment?.equipmentId ?? null,
          brand: equipment?.brand ?? null,
          model: equipment?.model ?? null,
          problem: body.kind === 'checkup' ? body.problem : null,
          note: body.kind === 'package' ? (body.note ?? null) : null,
          price_cents: type.price_cents,
          address_id: address.id,
          address_name: address.name,
          address_detail: address.address_detail,
          preferred_at: preferredAt,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('service_tickets')
        .set({ number: ticketNumber(created.id, now) })
        .where('id', '=', created.id)
        .execute();
      if (body.kind === 'checkup' && body.photos.length > 0) {
        await trx
          .insertInto('service_ticket_photos')
          .values(body.photos.map((key, sort) => ({ ticket_id: created.id, upload_key: key, sort })))
          .execute();
      }
      await trx
        .insertInto('service_ticket_status_history')
        .values({
          ticket_id: created.id,
          status: 'Submitted',
          remark: null,
          changed_by: 'customer',
          changed_at: now,
        })
        .execute();
      return ticketDetail(trx, config, userId, created.id, language);
    });
  };

  return { assertBusinessPartner, create };
};
