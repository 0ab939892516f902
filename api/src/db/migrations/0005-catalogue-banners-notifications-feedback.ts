import { type Kysely, sql } from 'kysely';

export const up = async (db: Kysely<unknown>) => {
  await db.schema
    .createTable('categories')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('parent_id', 'integer', (col) => col.references('categories.id'))
    .addColumn('key', 'text', (col) => col.notNull().unique())
    .addColumn('slug', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('name_km', 'text')
    .addColumn('image', 'text')
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
    .execute();
  await db.schema.createIndex('categories_parent_id').on('categories').column('parent_id').execute();

  await db.schema
    .createTable('popup_banners')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('web_image', 'text')
    .addColumn('app_image', 'text')
    .addColumn('web_redirect_link', 'text')
    .addColumn('show_after_seconds', 'integer', (col) =>
      col.notNull().defaultTo(0).check(sql`show_after_seconds >= 0`),
    )
    .addColumn('hide_after_seconds', 'integer', (col) =>
      col.notNull().defaultTo(0).check(sql`hide_after_seconds >= 0`),
    )
    // Null: everyone, guests included; otherwise only that customer group.
    .addColumn('customer_group_id', 'integer', (col) => col.references('customer_groups.id'))
    .addColumn('starts_at', 'timestamptz')
    .addColumn('ends_at', 'timestamptz')
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    // Null: a notification for everyone.
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (col) => col.notNull().check(sql`type in ('general', 'ads', 'transaction')`))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('image', 'text')
    .addColumn('ref_id', 'integer')
    // Lets the seed add its notifications once, whatever ids they got.
    .addColumn('seed_key', 'text', (col) => col.unique())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('notifications_user_id')
    .on('notifications')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('notification_reads')
    .addColumn('notification_id', 'integer', (col) =>
      col.notNull().references('notifications.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('read_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('notification_reads_pkey', ['notification_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('feedback')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('rating', 'integer', (col) => col.notNull().check(sql`rating between 1 and 5`))
    .addColumn('comment', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
};

export const down = async (db: Kysely<unknown>) => {
  for (const table of ['feedback', 'notification_reads', 'notifications', 'popup_banners', 'categories']) {
    await db.schema.dropTable(table).execute();
  }
};
