import {
  type AdminVacancy,
  type AdminVacancyBody,
  type AdminVacancyQuery,
  academyToday,
  ErrorCode,
  isNotBefore,
} from '@portal/shared/contract';
import type { Selectable } from 'kysely';
import type { Database, Db } from '../../../db/schema';
import type { Clock } from '../../../platform/clock';
import { AppError } from '../../../platform/errors';
import { auditedWrite, type StaffCaller } from '../../../platform/staff';

const vacancyNotFound = () => new AppError(404, ErrorCode.notFound, 'adminAcademyVacancyNotFound');

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

/** Vacancies, open and closed, with how many applied; every write leaves an audit row. */
export const createVacancyDesk = ({ db, clock }: { db: Db; clock: Clock }) => {
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

  return {
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
  };
};

export type VacancyDesk = ReturnType<typeof createVacancyDesk>;
