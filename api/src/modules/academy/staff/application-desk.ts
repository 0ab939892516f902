import {
  type AdminApplication,
  type AdminApplicationFilter,
  type AdminApplicationMoveBody,
  type AdminApplicationQuery,
  ErrorCode,
  staffApplicationMoves,
} from '@portal/shared/contract';
import type { Db } from '../../../db/schema';
import type { Clock } from '../../../platform/clock';
import { keysetPages } from '../../../platform/csv';
import { AppError } from '../../../platform/errors';
import { recordAudit, type StaffCaller } from '../../../platform/staff';
import type { AcademyVacancyService } from '../vacancies/service';
import type { VacancyDesk } from './vacancy-desk';

const applicationNotFound = () => new AppError(404, ErrorCode.notFound, 'adminAcademyApplicationNotFound');

/** The applications to one vacancy, each with its candidate, and their moves. */
export const createApplicationDesk = ({
  db,
  clock,
  academyVacancies,
  vacancy,
}: {
  db: Db;
  clock: Clock;
  academyVacancies: AcademyVacancyService;
  vacancy: VacancyDesk['vacancy'];
}) => {
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

  const filtered = (vacancyId: number, query: AdminApplicationFilter) => {
    const base = db.selectFrom('academy_job_applications').where('vacancy_id', '=', vacancyId);
    return query.status ? base.where('status', '=', query.status) : base;
  };

  return {
    async applications(vacancyId: number, query: AdminApplicationQuery) {
      await vacancy(vacancyId);
      const base = filtered(vacancyId, query);
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

    /** A vacancy's filtered applications, newest first, a page at a time, for the CSV download. */
    async *exportApplications(vacancyId: number, query: AdminApplicationFilter) {
      const pages = keysetPages(
        (after: number | null, size) =>
          (after === null ? filtered(vacancyId, query) : filtered(vacancyId, query).where('id', '<', after))
            .select('id')
            .orderBy('id', 'desc')
            .limit(size)
            .execute(),
        (row) => row.id,
        500,
      );
      for await (const ids of pages) yield await applicationsWithCandidates(ids.map((row) => row.id));
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
