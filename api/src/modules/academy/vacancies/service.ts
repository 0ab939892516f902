import {
  type ApplyJobBody,
  academyToday,
  canWithdrawApplication,
  ErrorCode,
  type JobApplication,
  type JobApplicationStatus,
  staffApplicationMoves,
  type Vacancy,
} from '@portal/shared/contract';
import type { Kysely, Selectable } from 'kysely';
import { isUniqueViolation } from '../../../db/database-errors';
import type { Database, Db, Trx } from '../../../db/schema';
import { inTransaction } from '../../../db/transaction';
import type { Clock } from '../../../platform/clock';
import { AppError } from '../../../platform/errors';
import { type Language, renderMessage } from '../../../platform/message-text';
import { type Notice, notify } from '../../notifications';

const notFound = () => new AppError(404, ErrorCode.notFound, 'resourceNotFound');
/** What a recruiter's move changed, for the caller's audit row. */
export type ApplicationMove = { applicationId: number; userId: number; from: JobApplicationStatus };

/** The candidate's notice of a recruiter's move: the vacancy, the new status and the recruiter's remark. */
export const applicationNotice = (
  vacancy: { position: string; company_name: string },
  to: JobApplicationStatus,
  note: string | null,
  language: Language,
): Notice => ({
  title: renderMessage(
    'adminAcademyNoticeApplicationTitle',
    { position: vacancy.position, company: vacancy.company_name },
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

const alreadyApplied = () => new AppError(409, ErrorCode.conflict, 'academyYouAlreadyAppliedToThisVacancy');

export const createAcademyVacancyService = ({ db, clock }: { db: Db; clock: Clock }) => {
  /** Open and not past its closing day. */
  const openVacancies = (trx: Kysely<Database>) =>
    trx
      .selectFrom('academy_vacancies')
      .where('is_open', '=', true)
      .where((eb) =>
        eb.or([eb('closing_date', 'is', null), eb('closing_date', '>=', academyToday(clock.now()))]),
      );

  const candidateIdOf = async (trx: Kysely<Database>, userId: number | null) => {
    if (userId === null) return null;
    const row = await trx
      .selectFrom('academy_candidates')
      .select(['id', 'expires_at'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row ?? null;
  };

  const toVacancies = async (
    rows: Selectable<Database['academy_vacancies']>[],
    userId: number | null,
  ): Promise<Vacancy[]> => {
    const candidate = await candidateIdOf(db, userId);
    const applications =
      candidate && rows.length > 0
        ? await db
            .selectFrom('academy_job_applications')
            .select(['vacancy_id', 'status'])
            .where('candidate_id', '=', candidate.id)
            .where(
              'vacancy_id',
              'in',
              rows.map((row) => row.id),
            )
            .execute()
        : [];
    return rows.map((row) => ({
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
      myApplicationStatus: applications.find((a) => a.vacancy_id === row.id)?.status ?? null,
    }));
  };

  const loadApplications = async (trx: Kysely<Database>, ids: number[]): Promise<JobApplication[]> => {
    if (ids.length === 0) return [];
    const rows = await trx
      .selectFrom('academy_job_applications as a')
      .innerJoin('academy_vacancies as v', 'v.id', 'a.vacancy_id')
      .select([
        'a.id',
        'a.cover_note',
        'a.status',
        'a.created_at',
        'v.id as vacancy_id',
        'v.company_name',
        'v.position',
        'v.location',
      ])
      .where('a.id', 'in', ids)
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc')
      .execute();
    const history = await trx
      .selectFrom('academy_job_application_history')
      .select(['application_id', 'status', 'note', 'changed_at'])
      .where('application_id', 'in', ids)
      .orderBy('changed_at')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      vacancy: {
        id: row.vacancy_id,
        companyName: row.company_name,
        position: row.position,
        location: row.location,
      },
      coverNote: row.cover_note,
      status: row.status,
      appliedAt: row.created_at.toISOString(),
      history: history
        .filter((entry) => entry.application_id === row.id)
        .map((entry) => ({
          status: entry.status,
          note: entry.note,
          changedAt: entry.changed_at.toISOString(),
        })),
    }));
  };

  const addHistory = (
    trx: Kysely<Database>,
    applicationId: number,
    status: JobApplicationStatus,
    note: string | null,
  ) =>
    trx
      .insertInto('academy_job_application_history')
      .values({ application_id: applicationId, status, note, changed_at: clock.now() })
      .execute();

  const applicationOf = async (trx: Kysely<Database>, userId: number, applicationId: number) =>
    trx
      .selectFrom('academy_job_applications as a')
      .innerJoin('academy_candidates as c', 'c.id', 'a.candidate_id')
      .select(['a.id', 'a.status'])
      .where('a.id', '=', applicationId)
      .where('c.user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();

  const move = async (
    trx: Kysely<Database>,
    applicationId: number,
    to: JobApplicationStatus,
    note: string | null,
  ) => {
    await trx
      .updateTable('academy_job_applications')
      .set({ status: to, updated_at: clock.now() })
      .where('id', '=', applicationId)
      .execute();
    await addHistory(trx, applicationId, to, note);
  };

  return {
    async list(userId: number | null, limit: number, offset: number) {
      const { total } = await openVacancies(db)
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .executeTakeFirstOrThrow();
      const rows = await openVacancies(db)
        .selectAll()
        .orderBy('posted_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      return { vacancies: await toVacancies(rows, userId), total: Number(total) };
    },

    async get(userId: number | null, vacancyId: number): Promise<Vacancy> {
      const row = await openVacancies(db).selectAll().where('id', '=', vacancyId).executeTakeFirst();
      if (!row) throw notFound();
      const [vacancy] = await toVacancies([row], userId);
      if (!vacancy) throw notFound();
      return vacancy;
    },

    /** Apply with one's CV, which must be in date; one application per vacancy per candidate. */
    async apply(userId: number, body: ApplyJobBody): Promise<JobApplication> {
      const candidate = await candidateIdOf(db, userId);
      if (!candidate) throw new AppError(400, ErrorCode.validation, 'academyCreateYourCvFirst');
      if (candidate.expires_at.getTime() <= clock.now().getTime())
        throw new AppError(400, ErrorCode.validation, 'academyRenewYourCvFirst');
      const vacancy = await openVacancies(db)
        .select('id')
        .where('id', '=', body.vacancyId)
        .executeTakeFirst();
      if (!vacancy) throw new AppError(404, ErrorCode.notFound, 'academyVacancyIsClosed');
      try {
        return await inTransaction(db, async (trx) => {
          const now = clock.now();
          const { id } = await trx
            .insertInto('academy_job_applications')
            .values({
              vacancy_id: vacancy.id,
              candidate_id: candidate.id,
              cover_note: body.coverNote ?? null,
              created_at: now,
              updated_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await addHistory(trx, id, 'Submitted', null);
          const [application] = await loadApplications(trx, [id]);
          if (!application) throw notFound();
          return application;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw alreadyApplied();
        throw error;
      }
    },

    async mine(userId: number, limit: number, offset: number) {
      const base = db
        .selectFrom('academy_job_applications as a')
        .innerJoin('academy_candidates as c', 'c.id', 'a.candidate_id')
        .where('c.user_id', '=', userId);
      const { total } = await base
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .executeTakeFirstOrThrow();
      const ids = await base
        .select('a.id')
        .orderBy('a.created_at', 'desc')
        .orderBy('a.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      return {
        applications: await loadApplications(
          db,
          ids.map((row) => row.id),
        ),
        total: Number(total),
      };
    },

    /** The candidate withdraws their own application while it is still open. */
    async withdraw(userId: number, applicationId: number): Promise<JobApplication> {
      return inTransaction(db, async (trx) => {
        const application = await applicationOf(trx, userId, applicationId);
        if (!application) throw notFound();
        if (!canWithdrawApplication(application.status))
          throw new AppError(409, ErrorCode.conflict, 'academyApplicationCannotBeWithdrawn');
        await move(trx, applicationId, 'Withdrawn', null);
        const [loaded] = await loadApplications(trx, [applicationId]);
        if (!loaded) throw notFound();
        return loaded;
      });
    },

    /** Applications by id (the recruiter's view), newest first. */
    applicationsByIds: (ids: number[]) => loadApplications(db, ids),

    /**
     * The recruitment desk moves an application along its transition table (withdrawing is the candidate's)
     * and the candidate is notified. `within` runs in the same transaction (the back office's audit row).
     */
    async moveApplication(
      applicationId: number,
      to: JobApplicationStatus,
      note: string | null = null,
      within?: (trx: Trx, moved: ApplicationMove) => Promise<void>,
    ) {
      return inTransaction(db, async (trx) => {
        const application = await trx
          .selectFrom('academy_job_applications as a')
          .innerJoin('academy_candidates as c', 'c.id', 'a.candidate_id')
          .innerJoin('academy_vacancies as v', 'v.id', 'a.vacancy_id')
          .select(['a.status', 'c.user_id', 'v.position', 'v.company_name'])
          .where('a.id', '=', applicationId)
          .forUpdate('a')
          .executeTakeFirst();
        if (!application) throw notFound();
        if (!staffApplicationMoves(application.status).includes(to))
          throw new AppError(409, ErrorCode.conflict, 'academyStatusChangeNotAllowed');
        await move(trx, applicationId, to, note);
        await notify(trx, {
          userId: application.user_id,
          notice: (language) => applicationNotice(application, to, note, language),
          at: clock.now(),
        });
        const moved = { applicationId, userId: application.user_id, from: application.status };
        await within?.(trx, moved);
        return moved;
      });
    },
  };
};

export type AcademyVacancyService = ReturnType<typeof createAcademyVacancyService>;
