import {
  type AdminAcademyRequest,
  type AdminAcademyRequestMoveBody,
  type AdminAcademyRequestQuery,
  type AdminApplication,
  type AdminApplicationMoveBody,
  type AdminApplicationQuery,
  type AdminCandidateDetail,
  type AdminCandidateQuery,
  type AdminCandidateSummary,
  type AdminVacancy,
  type AdminVacancyBody,
  type AdminVacancyQuery,
  academyToday,
  ErrorCode,
  isNotBefore,
  staffApplicationMoves,
  staffTicketMoves,
} from '@portal/shared/contract';
import { type Selectable, sql } from 'kysely';
import type { Database, Db } from '../../../db/schema';
import type { Clock } from '../../../platform/clock';
import type { Config } from '../../../platform/config';
import { AppError } from '../../../platform/errors';
import { auditedWrite, recordAudit, type StaffCaller } from '../../../platform/staff';
import { candidateOf } from '../candidates/service';
import type { AcademyTicketService } from '../training/service';
import type { AcademyVacancyService } from '../vacancies/service';
import { customerColumns, likePattern, toCustomer } from '../../accounts/customers';

const notFound = (key: string) => () => new AppError(404, ErrorCode.notFound, key);
const requestNotFound = notFound('adminAcademyRequestNotFound');
const vacancyNotFound = notFound('adminAcademyVacancyNotFound');
const candidateNotFound = notFound('adminAcademyCandidateNotFound');
const applicationNotFound = notFound('adminAcademyApplicationNotFound');

type VacancyRow = Selectable<Database['academy_vacancies']>;

const vacancyColumns = (body: AdminVacancyBody) => ({
  company_name: body.companyName,
  shop_description: body.shopDescription,
  position: body.position,
  location: body.location ?? null,
  salary_min_cents: body.salaryMin,
  salary_max_cents: body.salaryMax,
  number_of_hiring: body.numberOfHiring,
  closing_date: body.closingDate ?? null,
});

const vacancyAudit = (row: VacancyRow) => ({
  companyName: row.company_name,
  position: row.position,
  location: row.location,
  salaryMin: row.salary_min_cents,
  salaryMax: row.salary_max_cents,
  numberOfHiring: row.number_of_hiring,
  closingDate: row.closing_date,
  isOpen: row.is_open,
});

/**
 * The academy desk: training and barista requests, vacancies, the CVs (expired ones too) and applications.
 * Moves go through the academy's own services and their status tables.
 */
export const createAdminAcademyService = ({
  db,
  clock,
  config,
  academyTickets,
  academyVacancies,
}: {
  db: Db;
  clock: Clock;
  config: Config;
  academyTickets: AcademyTicketService;
  academyVacancies: AcademyVacancyService;
}) => {
  const requestsWithCustomers = async (ids: number[], language: string): Promise<AdminAcademyRequest[]> => {
    if (ids.length === 0) return [];
    const [tickets, owners] = await Promise.all([
      academyTickets.byIds(ids, language),
      db
        .selectFrom('academy_tickets')
        .innerJoin('users', 'users.id', 'academy_tickets.user_id')
        .select(['academy_tickets.id as ticket_id', ...customerColumns])
        .where('academy_tickets.id', 'in', ids)
        .execute(),
    ]);
    return tickets.map((ticket) => {
      const owner = owners.find((row) => row.ticket_id === ticket.id);
      if (!owner) throw requestNotFound();
      return { ...ticket, customer: toCustomer(owner), nextStatuses: staffTicketMoves(ticket.status) };
    });
  };

  const toVacancy = (row: VacancyRow & { application_count: string | number }): AdminVacancy => ({
    id: row.id,
    companyName: row.company_name,
    shopDescription: row.shop_description,
    position: row.position,
    location: row.location,
    salaryMin: row.salary_min_cents,
    salaryMax: row.salary_max_cents,
    numberOfHiring: row.number_of_hiring,
    closingDate: row.closing_date,
    postedAt: row.posted_at.toISOString(),
    isOpen: row.is_open,
    applicationCount: Number(row.application_count),
  });

  const vacancyRows = () =>
    db
      .selectFrom('academy_vacancies')
      .selectAll('academy_vacancies')
      .select((eb) =>
        eb
          .selectFrom('academy_job_applications')
          .select((inner) => inner.fn.countAll<string>().as('n'))
          .whereRef('academy_job_applications.vacancy_id', '=', 'academy_vacancies.id')
          .as('application_count'),
      );

  const vacancy = async (id: number) => {
    const row = await vacancyRows().where('academy_vacancies.id', '=', id).executeTakeFirst();
    if (!row) throw vacancyNotFound();
    return toVacancy({ ...row, application_count: row.application_count ?? 0 });
  };

  const assertClosingDate = (body: AdminVacancyBody) => {
    if (body.closingDate && !isNotBefore(body.closingDate, academyToday(clock.now())))
      throw new AppError(400, ErrorCode.validation, 'academyDateCannotBeInThePast');
  };

  const applicationsWithCandidates = async (ids: number[]): Promise<AdminApplication[]> => {
    if (ids.length === 0) return [];
    const [applications, candidates] = await Promise.all([
      academyVacancies.applicationsByIds(ids),
      db
        .selectFrom('academy_job_applications as a')
        .innerJoin('academy_candidates as c', 'c.id', 'a.candidate_id')
        .select([
          'a.id as application_id',
          'c.id',
          'c.first_name',
          'c.last_name',
          'c.phone',
          'c.position',
          'c.expires_at',
        ])
        .where('a.id', 'in', ids)
        .execute(),
    ]);
    const now = clock.now().getTime();
    return applications.map((application) => {
      const candidate = candidates.find((row) => row.application_id === application.id);
      if (!candidate) throw applicationNotFound();
      return {
        ...application,
        candidate: {
          id: candidate.id,
          firstName: candidate.first_name,
          lastName: candidate.last_name,
          phone: candidate.phone,
          position: candidate.position,
          expired: candidate.expires_at.getTime() <= now,
        },
        nextStatuses: staffApplicationMoves(application.status),
      };
    });
  };

  return {
    async requests(query: AdminAcademyRequestQuery, language: string) {
      let base = db.selectFrom('academy_tickets').where('kind', '=', query.kind);
      if (query.status) base = base.where('status', '=', query.status);
      const [{ total }, ids] = await Promise.all([
        base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
        base
          .select('id')
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(query.limit)
          .offset(query.offset)
          .execute(),
      ]);
      const items = await requestsWithCustomers(
        ids.map((row) => row.id),
        language,
      );
      return { items, total: Number(total) };
    },

    /** One move of the request table; the requester is notified and the audit row written, in one transaction. */
    async moveRequest(staff: StaffCaller, id: number, body: AdminAcademyRequestMoveBody, language: string) {
      const exists = await db
        .selectFrom('academy_tickets')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      if (!exists) throw requestNotFound();
      await academyTickets.move(id, body.status, body.remark ?? null, (trx, moved) =>
        recordAudit(trx, clock, staff, {
          action: 'academyRequest.status',
          entity: 'academyRequest',
          entityId: id,
          before: { status: moved.from },
          after: { status: body.status, remark: body.remark ?? null },
        }),
      );
      const [request] = await requestsWithCustomers([id], language);
      if (!request) throw requestNotFound();
      return request;
    },

    async vacancies(query: AdminVacancyQuery) {
      let base = db.selectFrom('academy_vacancies');
      if (query.state === 'open') base = base.where('is_open', '=', true);
      if (query.state === 'closed') base = base.where('is_open', '=', false);
      const { total } = await base
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .executeTakeFirstOrThrow();
      let rows = vacancyRows();
      if (query.state === 'open') rows = rows.where('academy_vacancies.is_open', '=', true);
      if (query.state === 'closed') rows = rows.where('academy_vacancies.is_open', '=', false);
      const list = await rows
        .orderBy('academy_vacancies.posted_at', 'desc')
        .orderBy('academy_vacancies.id', 'desc')
        .limit(query.limit)
        .offset(query.offset)
        .execute();
      return {
        items: list.map((row) => toVacancy({ ...row, application_count: row.application_count ?? 0 })),
        total: Number(total),
      };
    },

    vacancy,

    /** A new vacancy is open from now on; it appears on the academy's vacancy page at once. */
    async createVacancy(staff: StaffCaller, body: AdminVacancyBody) {
      assertClosingDate(body);
      const id = await auditedWrite(db, clock, staff, async (trx) => {
        const now = clock.now();
        const row = await trx
          .insertInto('academy_vacancies')
          .values({ ...vacancyColumns(body), is_open: true, posted_at: now, updated_at: now })
          .returningAll()
          .executeTakeFirstOrThrow();
        return {
          result: row.id,
          audit: {
            action: 'vacancy.create',
            entity: 'vacancy',
            entityId: row.id,
            before: null,
            after: vacancyAudit(row),
          },
        };
      });
      return vacancy(id);
    },

    async updateVacancy(staff: StaffCaller, id: number, body: AdminVacancyBody) {
      assertClosingDate(body);
      await auditedWrite(db, clock, staff, async (trx) => {
        const before = await trx
          .selectFrom('academy_vacancies')
          .selectAll()
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst();
        if (!before) throw vacancyNotFound();
        const after = await trx
          .updateTable('academy_vacancies')
          .set({ ...vacancyColumns(body), updated_at: clock.now() })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return {
          result: undefined,
          audit: {
            action: 'vacancy.update',
            entity: 'vacancy',
            entityId: id,
            before: vacancyAudit(before),
            after: vacancyAudit(after),
          },
        };
      });
      return vacancy(id);
    },

    /** A closed vacancy leaves the academy's page and takes no more applications; existing ones stay. */
    async closeVacancy(staff: StaffCaller, id: number) {
      await auditedWrite(db, clock, staff, async (trx) => {
        const before = await trx
          .selectFrom('academy_vacancies')
          .selectAll()
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst();
        if (!before) throw vacancyNotFound();
        if (!before.is_open) throw new AppError(409, ErrorCode.conflict, 'adminAcademyVacancyAlreadyClosed');
        await trx
          .updateTable('academy_vacancies')
          .set({ is_open: false, updated_at: clock.now() })
          .where('id', '=', id)
          .execute();
        return {
          result: undefined,
          audit: {
            action: 'vacancy.close',
            entity: 'vacancy',
            entityId: id,
            before: { isOpen: true },
            after: { isOpen: false },
          },
        };
      });
      return vacancy(id);
    },

    async candidates(query: AdminCandidateQuery) {
      let base = db.selectFrom('academy_candidates');
      const now = clock.now();
      if (query.state === 'active') base = base.where('expires_at', '>', now);
      if (query.state === 'expired') base = base.where('expires_at', '<=', now);
      if (query.q) {
        const like = likePattern(query.q);
        base = base.where((eb) =>
          eb.or([
            eb('first_name', 'ilike', like),
            eb('last_name', 'ilike', like),
            eb(sql<string>`first_name || ' ' || last_name`, 'ilike', like),
            eb('phone', 'ilike', like),
            eb('position', 'ilike', like),
            eb('skills', 'ilike', like),
          ]),
        );
      }
      const [{ total }, rows] = await Promise.all([
        base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
        base
          .selectAll('academy_candidates')
          .select((eb) =>
            eb
              .selectFrom('academy_job_applications')
              .select((inner) => inner.fn.countAll<string>().as('n'))
              .whereRef('academy_job_applications.candidate_id', '=', 'academy_candidates.id')
              .as('application_count'),
          )
          .orderBy('renewed_at', 'desc')
          .orderBy('id', 'desc')
          .limit(query.limit)
          .offset(query.offset)
          .execute(),
      ]);
      const items: AdminCandidateSummary[] = rows.map(({ application_count, ...row }) => {
        const cv = candidateOf(row, now, config);
        return {
          id: cv.id,
          firstName: cv.firstName,
          lastName: cv.lastName,
          gender: cv.gender,
          age: cv.age,
          phone: cv.phone,
          position: cv.position,
          location: cv.location,
          expectedSalaryMin: cv.expectedSalaryMin,
          expectedSalaryMax: cv.expectedSalaryMax,
          renewedAt: cv.renewedAt,
          expiresAt: cv.expiresAt,
          expired: cv.expired,
          applicationCount: Number(application_count ?? 0),
        };
      });
      return { items, total: Number(total) };
    },

    /** One CV, expired or not, with every application the candidate made. */
    async candidate(id: number): Promise<AdminCandidateDetail> {
      const row = await db
        .selectFrom('academy_candidates')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) throw candidateNotFound();
      const applicationIds = await db
        .selectFrom('academy_job_applications')
        .select('id')
        .where('candidate_id', '=', id)
        .execute();
      return {
        ...candidateOf(row, clock.now(), config),
        applications: await academyVacancies.applicationsByIds(
          applicationIds.map((application) => application.id),
        ),
      };
    },

    async applications(vacancyId: number, query: AdminApplicationQuery) {
      await vacancy(vacancyId);
      let base = db.selectFrom('academy_job_applications').where('vacancy_id', '=', vacancyId);
      if (query.status) base = base.where('status', '=', query.status);
      const [{ total }, ids] = await Promise.all([
        base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
        base
          .select('id')
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(query.limit)
          .offset(query.offset)
          .execute(),
      ]);
      return { items: await applicationsWithCandidates(ids.map((row) => row.id)), total: Number(total) };
    },

    /** One move of the application table; the candidate is notified and the audit row written, in one go. */
    async moveApplication(staff: StaffCaller, id: number, body: AdminApplicationMoveBody) {
      const exists = await db
        .selectFrom('academy_job_applications')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      if (!exists) throw applicationNotFound();
      await academyVacancies.moveApplication(id, body.status, body.remark ?? null, (trx, moved) =>
        recordAudit(trx, clock, staff, {
          action: 'jobApplication.status',
          entity: 'jobApplication',
          entityId: id,
          before: { status: moved.from },
          after: { status: body.status, remark: body.remark ?? null },
        }),
      );
      const [application] = await applicationsWithCandidates([id]);
      if (!application) throw applicationNotFound();
      return application;
    },
  };
};

export type AdminAcademyService = ReturnType<typeof createAdminAcademyService>;
