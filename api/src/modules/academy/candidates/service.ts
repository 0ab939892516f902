import {
  academyToday,
  type Candidate,
  type CandidateBody,
  type CandidatePoolItem,
  type CandidatePoolQuery,
  candidateTimeIssue,
  cvValidityMonths,
  ErrorCode,
} from '@portal/shared/contract';
import { type Selectable, sql } from 'kysely';
import { isUniqueViolation } from '../../../db/database-errors';
import type { Database, Db } from '../../../db/schema';
import type { Clock } from '../../../platform/clock';
import type { Config } from '../../../platform/config';
import { AppError } from '../../../platform/errors';
import { imageUrlOf } from '../../../platform/public-url';
import type { UploadService } from '../../accounts';
import { assertBusinessPartner } from '../training/business-partner-only';

const notFound = () => new AppError(404, ErrorCode.notFound, 'resourceNotFound');

/** The same day of the next month (the month's last day when it has no such day). */
export const addMonths = (date: Date, months: number) => {
  const next = new Date(date.getTime());
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
};

/** Whole years from a YYYY-MM-DD birthday to a YYYY-MM-DD day. */
export const ageOn = (birthday: string, today: string) => {
  const years = Number(today.slice(0, 4)) - Number(birthday.slice(0, 4));
  return today.slice(5) < birthday.slice(5) ? years - 1 : years;
};

export type CandidateRow = Selectable<Database['academy_candidates']>;
type Row = CandidateRow;

const parseList = <T>(text: string): T[] => {
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? (value as T[]) : [];
};

/** A CV row as its owner, business partners and the academy desk read it, at `now`. */
export const candidateOf = (row: Row, now: Date, config: Config): Candidate => ({
  id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  gender: row.gender,
  birthday: row.birthday,
  age: ageOn(row.birthday, academyToday(now)),
  phone: row.phone,
  email: row.email,
  photoUrl: imageUrlOf(config, row.photo),
  position: row.position,
  location: row.location,
  about: row.about,
  educations: parseList(row.educations),
  experiences: parseList(row.experiences),
  skills: parseList(row.skills),
  expectedSalaryMin: row.expected_salary_min_cents,
  expectedSalaryMax: row.expected_salary_max_cents,
  renewedAt: row.renewed_at.toISOString(),
  expiresAt: row.expires_at.toISOString(),
  expired: row.expires_at.getTime() <= now.getTime(),
});

export const createAcademyCandidateService = ({
  db,
  clock,
  config,
  uploads,
}: {
  db: Db;
  clock: Clock;
  config: Config;
  uploads: UploadService;
}) => {
  const toCandidate = (row: Row): Candidate => candidateOf(row, clock.now(), config);

  const ownRow = (userId: number) =>
    db.selectFrom('academy_candidates').selectAll().where('user_id', '=', userId).executeTakeFirst();

  const columnsOf = (body: CandidateBody) => ({
    first_name: body.firstName,
    last_name: body.lastName,
    gender: body.gender,
    birthday: body.birthday,
    phone: body.phone,
    email: body.email ?? null,
    photo: body.photoUrl,
    position: body.position,
    location: body.location ?? null,
    about: body.about ?? null,
    educations: JSON.stringify(
      body.educations.map((entry) => ({
        school: entry.school,
        degree: entry.degree ?? null,
        startYear: entry.startYear,
        endYear: entry.endYear ?? null,
      })),
    ),
    experiences: JSON.stringify(
      body.experiences.map((entry) => ({
        company: entry.company,
        position: entry.position,
        startYear: entry.startYear,
        endYear: entry.endYear ?? null,
        description: entry.description ?? null,
      })),
    ),
    skills: JSON.stringify([...new Set(body.skills)]),
    expected_salary_min_cents: body.expectedSalaryMin,
    expected_salary_max_cents: body.expectedSalaryMax,
  });

  /** Rules that need today's date and the caller's uploads; the shape was checked by the contract. */
  const check = async (userId: number, body: CandidateBody, currentPhoto: string | null) => {
    const issue = candidateTimeIssue(body, clock.now());
    if (issue) throw new AppError(400, ErrorCode.validation, issue);
    if (body.photoUrl !== currentPhoto)
      await uploads.assertOwnImage(userId, body.photoUrl, 'academyPhotoIsRequired');
  };

  const validity = () => {
    const now = clock.now();
    return { renewed_at: now, expires_at: addMonths(now, cvValidityMonths), updated_at: now };
  };

  return {
    async mine(userId: number): Promise<Candidate | null> {
      const row = await ownRow(userId);
      return row ? toCandidate(row) : null;
    },

    /** The CV's id when it is in date; 403/4430-free: used by apply-job, which has its own messages. */
    async activeIdOf(userId: number) {
      const row = await ownRow(userId);
      if (!row) return { id: null, expired: false };
      return { id: row.id, expired: row.expires_at.getTime() <= clock.now().getTime() };
    },

    /** One CV per job seeker; it enters the pool for a month. */
    async create(userId: number, body: CandidateBody): Promise<Candidate> {
      if (await ownRow(userId)) throw new AppError(409, ErrorCode.conflict, 'academyYouAlreadyHaveACv');
      await check(userId, body, null);
      try {
        const row = await db
          .insertInto('academy_candidates')
          .values({ user_id: userId, ...columnsOf(body), ...validity(), created_at: clock.now() })
          .returningAll()
          .executeTakeFirstOrThrow();
        return toCandidate(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError(409, ErrorCode.conflict, 'academyYouAlreadyHaveACv');
        throw error;
      }
    },

    /** Editing the CV also renews it. */
    async update(userId: number, body: CandidateBody): Promise<Candidate> {
      const current = await ownRow(userId);
      if (!current) throw notFound();
      await check(userId, body, current.photo);
      const row = await db
        .updateTable('academy_candidates')
        .set({ ...columnsOf(body), ...validity() })
        .where('id', '=', current.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toCandidate(row);
    },

    /** Spec section 5: candidates renew monthly; a renewal brings an expired CV back into the pool. */
    async renew(userId: number): Promise<Candidate> {
      const row = await db
        .updateTable('academy_candidates')
        .set(validity())
        .where('user_id', '=', userId)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw notFound();
      return toCandidate(row);
    },

    /** Business partners browse the CVs in date, the most recently renewed first. */
    async pool(userId: number, query: CandidatePoolQuery) {
      await assertBusinessPartner(db, userId);
      let base = db.selectFrom('academy_candidates').where('expires_at', '>', clock.now());
      if (query.q) {
        const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        base = base.where((eb) =>
          eb.or([
            eb('first_name', 'ilike', pattern),
            eb('last_name', 'ilike', pattern),
            eb('position', 'ilike', pattern),
            eb('skills', 'ilike', pattern),
            eb(sql<string>`first_name || ' ' || last_name`, 'ilike', pattern),
          ]),
        );
      }
      const { total } = await base
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .executeTakeFirstOrThrow();
      const rows = await base
        .selectAll()
        .orderBy('renewed_at', 'desc')
        .orderBy('id', 'desc')
        .limit(query.limit)
        .offset(query.offset)
        .execute();
      const items: CandidatePoolItem[] = rows.map((row) => {
        const full = toCandidate(row);
        return {
          id: full.id,
          firstName: full.firstName,
          lastName: full.lastName,
          gender: full.gender,
          age: full.age,
          photoUrl: full.photoUrl,
          position: full.position,
          location: full.location,
          skills: full.skills,
          expectedSalaryMin: full.expectedSalaryMin,
          expectedSalaryMax: full.expectedSalaryMax,
          renewedAt: full.renewedAt,
        };
      });
      return { items, total: Number(total) };
    },

    /** A business partner opens a CV in the pool; an expired one is not there. */
    async detail(userId: number, candidateId: number): Promise<Candidate> {
      await assertBusinessPartner(db, userId);
      const row = await db
        .selectFrom('academy_candidates')
        .selectAll()
        .where('id', '=', candidateId)
        .where('expires_at', '>', clock.now())
        .executeTakeFirst();
      if (!row) throw notFound();
      return toCandidate(row);
    },
  };
};

export type AcademyCandidateService = ReturnType<typeof createAcademyCandidateService>;
