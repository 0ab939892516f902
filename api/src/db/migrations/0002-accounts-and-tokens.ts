import { type Kysely, sql } from 'kysely';

export const up = async (db: Kysely<unknown>) => {
  await db.schema
    .createTable('customer_groups')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('is_business_partner', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('gender', 'text', (col) => col.notNull().check(sql`gender in ('Male', 'Female', 'Other')`))
    // Local form, '0' + digits; null once the account is anonymised.
    .addColumn('phone', 'text', (col) => col.unique())
    .addColumn('email', 'text', (col) => col.unique())
    .addColumn('password_hash', 'text')
    // An upload's storage key, or an absolute URL (a social profile picture).
    .addColumn('image', 'text')
    .addColumn('customer_group_id', 'integer', (col) =>
      col.notNull().defaultTo(142).references('customer_groups.id'),
    )
    .addColumn('credit_line_cents', 'integer')
    .addColumn('total_points', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('verified_at', 'timestamptz')
    // Set once a code sent to the e-mail was used; only such an e-mail is matched to a social account.
    .addColumn('email_verified_at', 'timestamptz')
    .addColumn('locked_at', 'timestamptz')
    .addColumn('delete_requested_at', 'timestamptz')
    .addColumn('anonymised_at', 'timestamptz')
    .addColumn('notifications_seen_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .addCheckConstraint('users_email_lower_case', sql`email = lower(email)`)
    .execute();

  await db.schema
    .createTable('social_identities')
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('social_identities_pkey', ['provider', 'subject'])
    .execute();

  // A session is one refresh-token family: every rotation stays in it, and revoking it ends them all.
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('revoked_reason', 'text')
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('session_id', 'uuid', (col) => col.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('rotated_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('refresh_tokens_session_id')
    .on('refresh_tokens')
    .column('session_id')
    .execute();

  await db.schema
    .createTable('otp_codes')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('target', 'text', (col) => col.notNull())
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('wrong_tries', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('consumed_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('otp_codes_user_type')
    .on('otp_codes')
    .columns(['user_id', 'type', 'created_at'])
    .execute();
  await db.schema.createIndex('otp_codes_target').on('otp_codes').columns(['target', 'created_at']).execute();

  await db.schema
    .createTable('outbox_messages')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('channel', 'text', (col) => col.notNull().check(sql`channel in ('email', 'sms')`))
    .addColumn('recipient', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('code', 'text')
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('outbox_messages_recipient')
    .on('outbox_messages')
    .columns(['recipient', 'id'])
    .execute();

  // Failed logins and code requests per identifier, with a block that doubles each time it is imposed.
  await db.schema
    .createTable('throttles')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('hits', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('window_started_at', 'timestamptz', (col) => col.notNull())
    .addColumn('strikes', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('blocked_until', 'timestamptz')
    .execute();
};

export const down = async (db: Kysely<unknown>) => {
  for (const table of [
    'throttles',
    'outbox_messages',
    'otp_codes',
    'refresh_tokens',
    'sessions',
    'social_identities',
    'users',
    'customer_groups',
  ]) {
    await db.schema.dropTable(table).execute();
  }
};
