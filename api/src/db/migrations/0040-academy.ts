import { type Kysely, sql } from 'kysely';

export const up = async (db: Kysely<unknown>) => {
  // Training types (parent_id null) and the courses under them.
  await db.schema
    .createTable('academy_ticket_types')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('parent_id', 'integer', (col) => col.references('academy_ticket_types.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('name_km', 'text')
    .addColumn('description', 'text')
    .addColumn('description_km', 'text')
    .addColumn('duration_hours', 'integer')
    .addColumn('fee_cents', 'integer')
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
    .execute();

  // Training requests and barista requests: one workflow, one history.
  await db.schema
    .createTable('academy_tickets')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('training', 'barista')`))
    .addColumn('ticket_type_id', 'integer', (col) => col.references('academy_ticket_types.id'))
    .addColumn('number_of_people', 'integer', (col) => col.notNull().check(sql`number_of_people > 0`))
    .addColumn('shop_name', 'text')
    .addColumn('contact_person', 'text')
    .addColumn('contact_phone', 'text')
    .addColumn('date', 'text', (col) => col.notNull())
    .addColumn('remark', 'text')
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('Pending')
        .check(sql`status in ('Pending', 'Confirmed', 'Completed', 'Rejected', 'Cancelled')`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('academy_tickets_user_kind')
    .on('academy_tickets')
    .columns(['user_id', 'kind'])
    .execute();
  await db.schema
    .createTable('academy_ticket_history')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('ticket_id', 'integer', (col) =>
      col.notNull().references('academy_tickets.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('note', 'text')
    .addColumn('changed_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('academy_ticket_history_ticket')
    .on('academy_ticket_history')
    .column('ticket_id')
    .execute();

  // One CV per job seeker; lists are JSON text.
  await db.schema
    .createTable('academy_candidates')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().unique().references('users.id').onDelete('cascade'),
    )
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('gender', 'text', (col) => col.notNull())
    .addColumn('birthday', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('email', 'text')
    .addColumn('photo', 'text')
    .addColumn('position', 'text', (col) => col.notNull())
    .addColumn('location', 'text')
    .addColumn('about', 'text')
    .addColumn('educations', 'text', (col) => col.notNull())
    .addColumn('experiences', 'text', (col) => col.notNull())
    .addColumn('skills', 'text', (col) => col.notNull())
    .addColumn('expected_salary_min_cents', 'integer', (col) => col.notNull())
    .addColumn('expected_salary_max_cents', 'integer', (col) => col.notNull())
    .addColumn('renewed_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .addCheckConstraint(
      'academy_candidates_salary_range',
      sql`expected_salary_max_cents > expected_salary_min_cents`,
    )
    .execute();
  await db.schema
    .createIndex('academy_candidates_expires_at')
    .on('academy_candidates')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('academy_vacancies')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('company_name', 'text', (col) => col.notNull())
    .addColumn('shop_description', 'text', (col) => col.notNull())
    .addColumn('position', 'text', (col) => col.notNull())
    .addColumn('location', 'text')
    .addColumn('salary_min_cents', 'integer', (col) => col.notNull())
    .addColumn('salary_max_cents', 'integer', (col) => col.notNull())
    .addColumn('number_of_hiring', 'integer', (col) => col.notNull())
    .addColumn('closing_date', 'text')
    .addColumn('is_open', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('posted_at', 'timestamptz', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('academy_job_applications')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('vacancy_id', 'integer', (col) =>
      col.notNull().references('academy_vacancies.id').onDelete('cascade'),
    )
    .addColumn('candidate_id', 'integer', (col) =>
      col.notNull().references('academy_candidates.id').onDelete('cascade'),
    )
    .addColumn('cover_note', 'text')
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('Submitted')
        .check(sql`status in ('Submitted', 'Reviewing', 'Interview', 'Hired', 'Rejected', 'Withdrawn')`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .addUniqueConstraint('academy_job_applications_once', ['vacancy_id', 'candidate_id'])
    .execute();
  await db.schema
    .createTable('academy_job_application_history')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('application_id', 'integer', (col) =>
      col.notNull().references('academy_job_applications.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('note', 'text')
    .addColumn('changed_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('academy_job_application_history_application')
    .on('academy_job_application_history')
    .column('application_id')
    .execute();

  await db.schema
    .createTable('academy_baristas')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('posted_by_user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('seed_key', 'text', (col) => col.unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('photo', 'text')
    .addColumn('skills', 'text', (col) => col.notNull())
    .addColumn('experience_years', 'integer', (col) => col.notNull())
    .addColumn('availability', 'text', (col) =>
      col.notNull().check(sql`availability in ('fullTime', 'partTime', 'weekends')`),
    )
    .addColumn('available_from', 'text', (col) => col.notNull())
    .addColumn('location', 'text')
    .addColumn('about', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('academy_tutorial_playlists')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('title_km', 'text')
    .addColumn('description', 'text')
    .addColumn('description_km', 'text')
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('academy_tutorial_videos')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('playlist_id', 'integer', (col) =>
      col.notNull().references('academy_tutorial_playlists.id').onDelete('cascade'),
    )
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('title_km', 'text')
    .addColumn('description', 'text')
    .addColumn('description_km', 'text')
    .addColumn('video_url', 'text', (col) => col.notNull())
    .addColumn('poster_url', 'text')
    .addColumn('duration_seconds', 'integer')
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
};

export const down = async (db: Kysely<unknown>) => {
  for (const table of [
    'academy_tutorial_videos',
    'academy_tutorial_playlists',
    'academy_baristas',
    'academy_job_application_history',
    'academy_job_applications',
    'academy_vacancies',
    'academy_candidates',
    'academy_ticket_history',
    'academy_tickets',
    'academy_ticket_types',
  ]) {
    await db.schema.dropTable(table).execute();
  }
};
