import {
  type CreateServiceTicketBody,
  canCancelTicket,
  canTicketMoveBy,
  type EquipmentCategory,
  ErrorCode,
  generalCustomerGroupId,
  type ServiceHistoryQuery,
  type ServiceTicket,
  type ServiceTicketStatus,
  type ServiceTicketSummary,
  type ServiceTicketType,
  serviceTimeZoneOffset,
  type TicketMover,
  visitInstant,
  visitText,
} from '@portal/shared/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database, Db } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import type { Clock } from '../../../platform/clock';
import type { Config } from '../../../platform/config';
import { AppError } from '../../../platform/errors';
import { type Language, renderMessage } from '../../../platform/message-text';
import { fileUrl } from '../../../platform/public-url';
import { inBothLanguages, type Notice } from '../../notifications/inbox/notice';
import type { UploadService } from '../../accounts/uploads/service';

const notFound = () => new AppError(404, ErrorCode.notFound, 'resourceNotFound');
const invalid = (key: string) => new AppError(400, ErrorCode.validation, key);

/** The English text, or the Khmer one for a Khmer client when there is one. */
const local = (english: string, khmer: string | null, language: string) =>
  language === 'km' && khmer ? khmer : english;

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** SRV-2026-000042: the year the request was made in Phnom Penh, then the ticket's id. */
export const ticketNumber = (id: number, createdAt: Date) => {
  const offsetHours = Number(serviceTimeZoneOffset.slice(0, 3));
  const year = new Date(createdAt.getTime() + offsetHours * 3_600_000).getUTCFullYear();
  return `SRV-${year}-${String(id).padStart(6, '0')}`;
};

export type StaffUpdate = {
  remark?: string | null;
  scheduledAt?: Date;
  technicianName?: string;
  technicianPhone?: string;
  /** The staff member making the move, kept in the status history. */
  staffUserId?: number;
};

/** What a move changed, for the caller's audit row. */
export type TicketMove = { ticketId: number; userId: number; number: string; from: ServiceTicketStatus };

/** The customer's notice of a desk move: the new status, the visit when scheduled, and the desk's remark. */
export const ticketNotice = (
  number: string,
  to: ServiceTicketStatus,
  update: StaffUpdate,
  language: Language,
): Notice => {
  const lines = [
    renderMessage(
      'adminServiceNoticeStatus',
      { status: renderMessage(`serviceStatus${to}`, {}, language) },
      language,
    ),
  ];
  if (to === 'Scheduled' && update.scheduledAt) {
    lines.push(
      renderMessage(
        'adminServiceNoticeVisit',
        { technician: update.technicianName ?? '', visit: visitText(update.scheduledAt) },
        language,
      ),
    );
  }
  if (update.remark) lines.push(update.remark);
  return {
    title: renderMessage('adminServiceNoticeTitle', { number }, language),
    body: lines.join(' '),
  };
};

export const selectTickets = (db: Kysely<Database>) =>
  db
    .selectFrom('service_tickets')
    .innerJoin('service_ticket_types', 'service_ticket_types.id', 'service_tickets.ticket_type_id')
    .leftJoin('equipment_categories', 'equipment_categories.id', 'service_tickets.equipment_category_id')
    .select([
      'service_tickets.id',
      'service_tickets.number',
      'service_tickets.user_id',
      'service_tickets.status',
      'service_tickets.brand',
      'service_tickets.model',
      'service_tickets.problem',
      'service_tickets.note',
      'service_tickets.price_cents',
      'service_tickets.address_name',
      'service_tickets.address_detail',
      'service_tickets.preferred_at',
      'service_tickets.scheduled_at',
      'service_tickets.completed_at',
      'service_tickets.technician_name',
      'service_tickets.technician_phone',
      'service_tickets.technician_remark',
      'service_tickets.created_at',
      'service_ticket_types.code as type_code',
      'service_ticket_types.name as type_name',
      'service_ticket_types.name_km as type_name_km',
      'equipment_categories.name as category_name',
      'equipment_categories.name_km as category_name_km',
    ]);

export type TicketRow = Awaited<ReturnType<ReturnType<typeof selectTickets>['executeTakeFirstOrThrow']>>;

export const toSummary = (row: TicketRow, language: string): ServiceTicketSummary => {
  const typeName = local(row.type_name, row.type_name_km, language);
  const category = row.category_name ? local(row.category_name, row.category_name_km, language) : null;
  const subject =
    row.type_code === 'CHECKUP'
      ? [category, [row.brand, row.model].filter(Boolean).join(' ')].join(' · ')
      : typeName;
  return {
    id: row.id,
    number: row.number ?? '',
    kind: row.type_code === 'CHECKUP' ? 'checkup' : 'package',
    typeName,
    status: row.status,
    subject,
    preferredAt: row.preferred_at.toISOString(),
    scheduledAt: row.scheduled_at?.toISOString() ?? null,
    completedAt: row.completed_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    canCancel: canCancelTicket(row.status),
  };
};

export const createServiceTicketService = ({
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
      .selectFrom('users')
      .select('customer_group_id')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    if (user.customer_group_id === generalCustomerGroupId) {
      throw new AppError(403, ErrorCode.permissionDenied, 'onlyBpAccountIsAllowed');
    }
  };

  const detail = async (trx: Kysely<Database>, userId: number, ticketId: number, language: string) => {
    // Another user's ticket answers exactly as a missing one.
    const row = await selectTickets(trx)
      .where('service_tickets.id', '=', ticketId)
      .where('service_tickets.user_id', '=', userId)
      .executeTakeFirst();
    if (!row) throw notFound();
    const photos = await trx
      .selectFrom('service_ticket_photos')
      .select('upload_key')
      .where('ticket_id', '=', ticketId)
      .orderBy('sort')
      .execute();
    const history = await trx
      .selectFrom('service_ticket_status_history')
      .select(['status', 'remark', 'changed_at'])
      .where('ticket_id', '=', ticketId)
      .orderBy('changed_at')
      .orderBy('id')
      .execute();
    const ticket: ServiceTicket = {
      ...toSummary(row, language),
      priceCents: row.price_cents,
      equipmentCategory: row.category_name ? local(row.category_name, row.category_name_km, language) : null,
      brand: row.brand,
      model: row.model,
      problem: row.problem,
      note: row.note,
      photoUrls: photos.map((photo) => fileUrl(config, photo.upload_key)),
      address: { name: row.address_name, detail: row.address_detail },
      technicianName: row.technician_name,
      technicianPhone: row.technician_phone,
      technicianRemark: row.technician_remark,
      history: history.map((change) => ({
        status: change.status,
        remark: change.remark,
        changedAt: change.changed_at.toISOString(),
      })),
    };
    return ticket;
  };

  /**
   * Moves a ticket along the transition table, in one transaction with its history line; a desk move also
   * notifies the customer.
   */
  const move = async (
    trx: Kysely<Database>,
    ticketId: number,
    to: ServiceTicketStatus,
    by: TicketMover,
    update: StaffUpdate = {},
  ): Promise<TicketMove> => {
    const current = await trx
      .selectFrom('service_tickets')
      .select(['status', 'user_id', 'number'])
      .where('id', '=', ticketId)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw notFound();
    if (!canTicketMoveBy(current.status, to, by)) {
      throw new AppError(409, ErrorCode.conflict, 'serviceTicketStatusCannotChange');
    }
    const now = clock.now();
    await trx
      .updateTable('service_tickets')
      .set({
        status: to,
        updated_at: now,
        ...(update.scheduledAt ? { scheduled_at: update.scheduledAt } : {}),
        ...(update.technicianName ? { technician_name: update.technicianName } : {}),
        ...(update.scheduledAt && by === 'staff' ? { technician_phone: update.technicianPhone ?? null } : {}),
        ...(update.remark && by === 'staff' ? { technician_remark: update.remark } : {}),
        ...(to === 'Completed' ? { completed_at: now } : {}),
      })
      .where('id', '=', ticketId)
      .execute();
    await trx
      .insertInto('service_ticket_status_history')
      .values({
        ticket_id: ticketId,
        status: to,
        remark: update.remark ?? null,
        changed_by: by,
        changed_by_user_id: by === 'staff' ? (update.staffUserId ?? null) : null,
        changed_at: now,
      })
      .execute();
    const number = current.number ?? '';
    if (by === 'staff') {
      const notice = inBothLanguages((language) => ticketNotice(number, to, update, language));
      await trx
        .insertInto('notifications')
        .values({
          user_id: current.user_id,
          type: 'transaction',
          ...notice,
          image: null,
          ref_id: null,
          seed_key: null,
          created_at: now,
        })
        .execute();
    }
    return { ticketId, userId: current.user_id, number, from: current.status };
  };

  return {
    async ticketTypes(language: string): Promise<ServiceTicketType[]> {
      const rows = await db
        .selectFrom('service_ticket_types')
        .selectAll()
        .where('active', '=', true)
        .orderBy('sort')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        code: row.code,
        name: local(row.name, row.name_km, language),
        description: local(row.description, row.description_km, language),
        covers: lines(local(row.covers, row.covers_km, language)),
        checkupsPerMonth: row.checkups_per_month,
        priceCents: row.price_cents,
      }));
    },

    async categoriesOf(ticketTypeId: number, language: string): Promise<EquipmentCategory[]> {
      const type = await db
        .selectFrom('service_ticket_types')
        .select('id')
        .where('id', '=', ticketTypeId)
        .where('active', '=', true)
        .executeTakeFirst();
      if (!type) throw notFound();
      const rows = await db
        .selectFrom('service_ticket_type_categories')
        .innerJoin(
          'equipment_categories',
          'equipment_categories.id',
          'service_ticket_type_categories.category_id',
        )
        .select(['equipment_categories.id', 'equipment_categories.name', 'equipment_categories.name_km'])
        .where('service_ticket_type_categories.ticket_type_id', '=', ticketTypeId)
        .orderBy('equipment_categories.sort')
        .execute();
      return rows.map((row) => ({ id: row.id, name: local(row.name, row.name_km, language) }));
    },

    assertBusinessPartner,

    /** A business partner's package subscription or check-up request becomes a Submitted ticket with a number. */
    async create(userId: number, body: CreateServiceTicketBody, language: string): Promise<ServiceTicket> {
      await assertBusinessPartner(userId);
      const preferredAt = visitInstant(body.preferredDate, body.preferredTime);
      if (preferredAt.getTime() <= clock.now().getTime()) throw invalid('checkupPreferredTimeIsInThePast');

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

      let equipment: { categoryId: number; equipmentId: number | null; brand: string; model: string } | null =
        null;
      if (body.kind === 'checkup') {
        const covered = await db
          .selectFrom('service_ticket_type_categories')
          .select('category_id')
          .where('ticket_type_id', '=', type.id)
          .where('category_id', '=', body.equipmentCategoryId)
          .executeTakeFirst();
        if (!covered) throw invalid('checkupEquipmentTypeIsRequired');
        equipment = {
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
      }

      const address = await db
        .selectFrom('addresses')
        .select(['id', 'name', 'address_detail'])
        .where('id', '=', body.addressId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!address) throw invalid('checkupAddressIsRequired');

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
        return detail(trx, userId, created.id, language);
      });
    },

    /** The caller's own tickets, newest first. */
    async history(userId: number, query: ServiceHistoryQuery, language: string) {
      let base = db.selectFrom('service_tickets').where('user_id', '=', userId);
      if (query.status) base = base.where('status', '=', query.status);
      const { total } = await base
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .executeTakeFirstOrThrow();
      let rows = selectTickets(db).where('service_tickets.user_id', '=', userId);
      if (query.status) rows = rows.where('service_tickets.status', '=', query.status);
      const list = await rows
        .orderBy('service_tickets.id', 'desc')
        .limit(query.limit)
        .offset(query.offset)
        .execute();
      return { tickets: list.map((row) => toSummary(row, language)), total: Number(total) };
    },

    detail: (userId: number, ticketId: number, language: string) => detail(db, userId, ticketId, language),

    /** The customer cancels while no technician is scheduled yet (Submitted only). */
    async cancel(userId: number, ticketId: number, language: string) {
      return inTransaction(db, async (trx) => {
        const owned = await trx
          .selectFrom('service_tickets')
          .select('id')
          .where('id', '=', ticketId)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if (!owned) throw notFound();
        await move(trx, ticketId, 'Cancelled', 'customer');
        return detail(trx, userId, ticketId, language);
      });
    },

    /**
     * The service desk's side: schedule (again), start, complete or reject, with the technician's remark; the
     * customer is notified. `within` runs in the same transaction (the back office writes its audit row there).
     */
    async staffMove(
      ticketId: number,
      to: ServiceTicketStatus,
      update: StaffUpdate = {},
      within?: (trx: Transaction<Database>, moved: TicketMove) => Promise<void>,
    ) {
      if (to === 'Scheduled' && !update.scheduledAt) throw invalid('badRequest');
      return inTransaction(db, async (trx) => {
        const moved = await move(trx, ticketId, to, 'staff', update);
        await within?.(trx, moved);
        return moved;
      });
    },
  };
};

export type ServiceTicketService = ReturnType<typeof createServiceTicketService>;
