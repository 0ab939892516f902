import {
  type AcademyTicket,
  type AcademyTicketKind,
  type AcademyTicketStatus,
  academyToday,
  type BaristaTicketBody,
  canCancelAcademyTicket,
  ErrorCode,
  isNotBefore,
  staffTicketMoves,
  type TicketType,
  type TicketTypeChild,
  type TrainingTicketBody,
} from '@portal/shared/contract';
import type { Kysely } from 'kysely';
import type { Database, Db, Trx } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import type { Clock } from '../../../platform/clock';
import { AppError } from '../../../platform/errors';
import { type Language, local, renderMessage } from '../../../platform/message-text';
import { type Notice, notify } from '../../notifications';
import { assertBusinessPartner } from './business-partner-only';

const notFound = () => new AppError(404, ErrorCode.notFound, 'resourceNotFound');

/** What a desk move changed, for the caller's audit row. */
export type AcademyTicketMove = { ticketId: number; userId: number; from: AcademyTicketStatus };

/** The requester's notice of a desk move: the new status and the desk's remark. */
export const academyTicketNotice = (
  kind: AcademyTicketKind,
  to: AcademyTicketStatus,
  note: string | null,
  language: Language,
): Notice => ({
  title: renderMessage(
    kind === 'training' ? 'adminAcademyNoticeTrainingTitle' : 'adminAcademyNoticeBaristaTitle',
    {},
    language,
  ),
  body: [
    renderMessage(
      'adminAcademyNoticeStatus',
      { status: renderMessage(`academyStatus${to}`, {}, language) },
      language,
    ),
    note,
  ]
    .filter(Boolean)
    .join(' '),
});

type TypeRow = {
  id: number;
  parent_id: number | null;
  name: string;
  name_km: string | null;
  description: string | null;
  description_km: string | null;
  duration_hours: number | null;
  fee_cents: number | null;
};

const toChild = (row: TypeRow, language: string): TicketTypeChild => ({
  id: row.id,
  name: local(row.name, row.name_km, language) ?? row.name,
  description: local(row.description, row.description_km, language),
  durationHours: row.duration_hours,
  feeCents: row.fee_cents,
});

const typeColumns = [
  'id',
  'parent_id',
  'name',
  'name_km',
  'description',
  'description_km',
  'duration_hours',
  'fee_cents',
] as const;

export const createAcademyTicketService = ({ db, clock }: { db: Db; clock: Clock }) => {
  const activeTypes = () =>
    db
      .selectFrom('academy_ticket_types')
      .select(typeColumns)
      .where('is_active', '=', true)
      .orderBy('sort')
      .orderBy('id');

  const addHistory = (
    trx: Kysely<Database>,
    ticketId: number,
    status: AcademyTicketStatus,
    note: string | null,
  ) =>
    trx
      .insertInto('academy_ticket_history')
      .values({ ticket_id: ticketId, status, note, changed_at: clock.now() })
      .execute();

  const load = async (trx: Kysely<Database>, ids: number[], language: string): Promise<AcademyTicket[]> => {
    if (ids.length === 0) return [];
    const rows = await trx
      .selectFrom('academy_tickets as t')
      .leftJoin('academy_ticket_types as course', 'course.id', 't.ticket_type_id')
      .leftJoin('academy_ticket_types as parent', 'parent.id', 'course.parent_id')
      .select([
        't.id',
        't.kind',
        't.ticket_type_id',
        't.number_of_people',
        't.shop_name',
        't.contact_person',
        't.contact_phone',
        't.date',
        't.remark',
        't.status',
        't.created_at',
        'course.name as course_name',
        'course.name_km as course_name_km',
        'parent.name as parent_name',
        'parent.name_km as parent_name_km',
      ])
      .where('t.id', 'in', ids)
      .orderBy('t.created_at', 'desc')
      .orderBy('t.id', 'desc')
      .execute();
    const history = await trx
      .selectFrom('academy_ticket_history')
      .select(['ticket_id', 'status', 'note', 'changed_at'])
      .where('ticket_id', 'in', ids)
      .orderBy('changed_at')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      trainingType:
        row.ticket_type_id && row.course_name
          ? {
              id: row.ticket_type_id,
              name: local(row.course_name, row.course_name_km, language) ?? row.course_name,
              parentName: local(row.parent_name, row.parent_name_km, language),
            }
          : null,
      numberOfPeople: row.number_of_people,
      shopName: row.shop_name,
      contactPerson: row.contact_person,
      contactPhone: row.contact_phone,
      date: row.date,
      remark: row.remark,
      status: row.status,
      createdAt: row.created_at.toISOString(),
      history: history
        .filter((entry) => entry.ticket_id === row.id)
        .map((entry) => ({
          status: entry.status,
          note: entry.note,
          changedAt: entry.changed_at.toISOString(),
        })),
    }));
  };

  const insert = async (
    userId: number,
    values: Omit<Database['academy_tickets'], 'id' | 'user_id' | 'status' | 'created_at' | 'updated_at'>,
    language: string,
  ) =>
    inTransaction(db, async (trx) => {
      const now = clock.now();
      const { id } = await trx
        .insertInto('academy_tickets')
        .values({ ...values, user_id: userId, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await addHistory(trx, id, 'Pending', null);
      const [ticket] = await load(trx, [id], language);
      if (!ticket) throw notFound();
      return ticket;
    });

  return {
    async types(language: string): Promise<TicketType[]> {
      const rows = await activeTypes().execute();
      return rows
        .filter((row) => row.parent_id === null)
        .map((parent) => ({
          ...toChild(parent, language),
          children: rows.filter((row) => row.parent_id === parent.id).map((row) => toChild(row, language)),
        }));
    },

    async children(parentId: number, language: string): Promise<TicketTypeChild[]> {
      const parent = await activeTypes()
        .where('id', '=', parentId)
        .where('parent_id', 'is', null)
        .executeTakeFirst();
      if (!parent) throw notFound();
      const rows = await activeTypes().where('parent_id', '=', parentId).execute();
      return rows.map((row) => toChild(row, language));
    },

    /** Any signed-in customer may ask to train staff on a course, on a date from today on. */
    async requestTraining(userId: number, body: TrainingTicketBody, language: string) {
      const course = await activeTypes().where('id', '=', body.ticketTypeId).executeTakeFirst();
      if (!course) throw new AppError(400, ErrorCode.validation, 'academyUnknownTrainingType');
      if (!isNotBefore(body.preferredDate, academyToday(clock.now())))
        throw new AppError(400, ErrorCode.validation, 'academyDateCannotBeInThePast');
      return insert(
        userId,
        {
          kind: 'training',
          ticket_type_id: course.id,
          number_of_people: body.numberOfPeople,
          shop_name: null,
          contact_person: null,
          contact_phone: null,
          date: body.preferredDate,
          remark: body.remark ?? null,
        },
        language,
      );
    },

    /** A business partner asks the academy for baristas, starting from today on. */
    async requestBaristas(userId: number, body: BaristaTicketBody, language: string) {
      await assertBusinessPartner(db, userId);
      if (!isNotBefore(body.startDate, academyToday(clock.now())))
        throw new AppError(400, ErrorCode.validation, 'academyDateCannotBeInThePast');
      return insert(
        userId,
        {
          kind: 'barista',
          ticket_type_id: null,
          number_of_people: body.numberOfHiring,
          shop_name: body.shopName,
          contact_person: body.contactPerson,
          contact_phone: body.contactPhone,
          date: body.startDate,
          remark: body.remark ?? null,
        },
        language,
      );
    },

    /** The caller's own requests of one kind, newest first; barista requests are a business partner's. */
    async history(userId: number, kind: AcademyTicketKind, limit: number, offset: number, language: string) {
      if (kind === 'barista') await assertBusinessPartner(db, userId);
      const base = db.selectFrom('academy_tickets').where('user_id', '=', userId).where('kind', '=', kind);
      const { total } = await base
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .executeTakeFirstOrThrow();
      const ids = await base
        .select('id')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      return {
        tickets: await load(
          db,
          ids.map((row) => row.id),
          language,
        ),
        total: Number(total),
      };
    },

    /** The requester cancels their own request while it is still pending. */
    async cancel(userId: number, ticketId: number, language: string) {
      return inTransaction(db, async (trx) => {
        const ticket = await trx
          .selectFrom('academy_tickets')
          .select(['id', 'status'])
          .where('id', '=', ticketId)
          .where('user_id', '=', userId)
          .forUpdate()
          .executeTakeFirst();
        if (!ticket) throw notFound();
        if (!canCancelAcademyTicket(ticket.status))
          throw new AppError(409, ErrorCode.conflict, 'academyRequestCannotBeCancelled');
        await trx
          .updateTable('academy_tickets')
          .set({ status: 'Cancelled', updated_at: clock.now() })
          .where('id', '=', ticketId)
          .execute();
        await addHistory(trx, ticketId, 'Cancelled', null);
        const [loaded] = await load(trx, [ticketId], language);
        if (!loaded) throw notFound();
        return loaded;
      });
    },

    /** Requests by id, whoever made them (the academy desk's view), newest first. */
    byIds: (ids: number[], language: string) => load(db, ids, language),

    /**
     * The academy desk moves a request along its transition table and the requester is notified. `within` runs
     * in the same transaction (the back office writes its audit row there).
     */
    async move(
      ticketId: number,
      to: AcademyTicketStatus,
      note: string | null = null,
      within?: (trx: Trx, moved: AcademyTicketMove) => Promise<void>,
    ) {
      return inTransaction(db, async (trx) => {
        const ticket = await trx
          .selectFrom('academy_tickets')
          .select(['status', 'user_id', 'kind'])
          .where('id', '=', ticketId)
          .forUpdate()
          .executeTakeFirst();
        if (!ticket) throw notFound();
        if (!staffTicketMoves(ticket.status).includes(to))
          throw new AppError(409, ErrorCode.conflict, 'academyStatusChangeNotAllowed');
        const now = clock.now();
        await trx
          .updateTable('academy_tickets')
          .set({ status: to, updated_at: now })
          .where('id', '=', ticketId)
          .execute();
        await addHistory(trx, ticketId, to, note);
        await notify(trx, {
          userId: ticket.user_id,
          notice: (language) => academyTicketNotice(ticket.kind, to, note, language),
          at: now,
        });
        const moved = { ticketId, userId: ticket.user_id, from: ticket.status };
        await within?.(trx, moved);
        return moved;
      });
    },
  };
};

export type AcademyTicketService = ReturnType<typeof createAcademyTicketService>;
