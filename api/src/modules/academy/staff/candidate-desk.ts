import {
  type AdminCandidateDetail,
  type AdminCandidateQuery,
  type AdminCandidateSummary,
  ErrorCode,
} from '@portal/shared/contract';
import { sql } from 'kysely';
import { likePattern } from '../../../db/like-pattern';
import type { Db } from '../../../db/schema';
import type { Clock } from '../../../platform/clock';
import type { Config } from '../../../platform/config';
import { AppError } from '../../../platform/errors';
import { candidateOf } from '../candidates/service';
import type { AcademyVacancyService } from '../vacancies/service';

const candidateNotFound = () => new AppError(404, ErrorCode.notFound, 'adminAcademyCandidateNotFound');

/** The barista CVs, expired ones too, searchable, each with the applications the candidate made. */
export const createCandidateDesk = ({
  db,
  clock,
  config,
  academyVacancies,
}: {
  db: Db;
  clock: Clock;
  config: Config;
  academyVacancies: AcademyVacancyService;
}) => ({
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
    const row = await db.selectFrom('academy_candidates').selectAll().where('id', '=', id).executeTakeFirst();
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
});
