import { type Kysely, sql } from 'kysely';

export const up = async (db: Kysely<unknown>) => {
  // Service packages (PACKAGE) and the one-off check-up (CHECKUP) are the ticket types of the service desk.
  await db.schema
    .createTable('service_ticket_types')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('code', 'text', (col) => col.notNull().check(sql`code in ('PACKAGE', 'CHECKUP')`))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('name_km', 'text')
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('description_km', 'text')
    // One covered item per line.
    .addColumn('covers', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('covers_km', 'text')
    .addColumn('checkups_per_month', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('price_cents', 'integer', (col) => col.check(sql`price_cents >= 0`))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('active', 'boolean', (col) => col.notNull().defaultTo(true))
    .execute();

  await db.schema
    .createTable('equipment_categories')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('name_km', 'text')
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('service_ticket_type_categories')
    .addColumn('ticket_type_id', 'integer', (col) =>
      col.notNull().references('service_ticket_types.id').onDelete('cascade'),
    )
    .addColumn('category_id', 'integer', (col) =>
      col.notNull().references('equipment_categories.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('service_ticket_type_categories_pk', ['ticket_type_id', 'category_id'])
    .execute();

  await db.schema
    .createTable('equipment')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('category_id', 'integer', (col) => col.notNull().references('equipment_categories.id'))
    .addColumn('brand', 'text', (col) => col.notNull())
    .addColumn('model', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('service_tickets')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('number', 'text', (col) => col.unique())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('ticket_type_id', 'integer', (col) => col.notNull().references('service_ticket_types.id'))
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .check(sql`status in ('Submitted', 'Scheduled', 'InProgress', 'Completed', 'Cancelled', 'Rejected')`),
    )
    .addColumn('equipment_category_id', 'integer', (col) => col.references('equipment_categories.id'))
    .addColumn('equipment_id', 'integer', (col) => col.references('equipment.id'))
    .addColumn('brand', 'text')
    .addColumn('model', 'text')
    .addColumn('problem', 'text')
    .addColumn('note', 'text')
    .addColumn('price_cents', 'integer')
    // The site as it was when requested; the address itself may change or go later.
    .addColumn('address_id', 'integer', (col) => col.references('addresses.id').onDelete('set null'))
    .addColumn('address_name', 'text', (col) => col.notNull())
    .addColumn('address_detail', 'text', (col) => col.notNull())
    .addColumn('preferred_at', 'timestamptz', (col) => col.notNull())
    .addColumn('scheduled_at', 'timestamptz')
    .addColumn('completed_at', 'timestamptz')
    .addColumn('technician_name', 'text')
    .addColumn('technician_remark', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('service_tickets_user_id')
    .on('service_tickets')
    .columns(['user_id', 'id'])
    .execute();

  await db.schema
    .createTable('service_ticket_photos')
    .addColumn('ticket_id', 'integer', (col) =>
      col.notNull().references('service_tickets.id').onDelete('cascade'),
    )
    .addColumn('upload_key', 'text', (col) => col.notNull().references('uploads.key').onDelete('cascade'))
    .addColumn('sort', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('service_ticket_photos_pk', ['ticket_id', 'upload_key'])
    .execute();

  await db.schema
    .createTable('service_ticket_status_history')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('ticket_id', 'integer', (col) =>
      col.notNull().references('service_tickets.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('remark', 'text')
    .addColumn('changed_by', 'text', (col) => col.notNull().check(sql`changed_by in ('customer', 'staff')`))
    .addColumn('changed_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('service_ticket_status_history_ticket')
    .on('service_ticket_status_history')
    .column('ticket_id')
    .execute();

  await db.schema
    .createTable('tutorial_playlists')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('title_km', 'text')
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('description_km', 'text')
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('tutorial_videos')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('playlist_id', 'integer', (col) =>
      col.notNull().references('tutorial_playlists.id').onDelete('cascade'),
    )
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('title_km', 'text')
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('description_km', 'text')
    .addColumn('video_url', 'text', (col) => col.notNull())
    .addColumn('duration_seconds', 'integer')
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
};

export const down = async (db: Kysely<unknown>) => {
  for (const table of [
    'tutorial_videos',
    'tutorial_playlists',
    'service_ticket_status_history',
    'service_ticket_photos',
    'service_tickets',
    'equipment',
    'service_ticket_type_categories',
    'equipment_categories',
    'service_ticket_types',
  ]) {
    await db.schema.dropTable(table).execute();
  }
};
