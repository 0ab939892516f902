import { type Kysely, sql } from 'kysely';

/**
 * Back-in-stock alerts (one per customer and variant, notified once), the language a customer last used with us
 * (messages sent without a request, such as a staff move, are written in it) and the outbox's queued messages: a
 * message queued inside a transaction waits, `pending`, for delivery after it commits.
 */
export const up = async (db: Kysely<unknown>) => {
  await db.schema
    .createTable('stock_alerts')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('variant_id', 'integer', (col) =>
      col.notNull().references('product_variants.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('notified_at', 'timestamptz')
    .addPrimaryKeyConstraint('stock_alerts_pkey', ['user_id', 'variant_id'])
    .execute();
  await db.schema
    .createIndex('stock_alerts_waiting')
    .on('stock_alerts')
    .column('variant_id')
    .where(sql.ref('notified_at'), 'is', null)
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('language', 'text', (col) => col.notNull().defaultTo('en'))
    .execute();
  await db.schema
    .alterTable('outbox_messages')
    .addColumn('pending', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createIndex('outbox_messages_pending')
    .on('outbox_messages')
    .column('id')
    .where(sql.ref('pending'), '=', true)
    .execute();
};

export const down = async (db: Kysely<unknown>) => {
  await db.schema.dropIndex('outbox_messages_pending').execute();
  await db.schema.alterTable('outbox_messages').dropColumn('pending').execute();
  await db.schema.alterTable('users').dropColumn('language').execute();
  await db.schema.dropTable('stock_alerts').execute();
};
