import { type Kysely, sql } from 'kysely';

/**
 * A customer as the back office finds them (names, phone, e-mail) and shows them beside an order, a ticket or a
 * request: `customer` is already the staff screens' shape, so a module joins the view and selects that one column.
 * A single-table view PostgreSQL inlines; `customer` is built only for the rows a query selects it from.
 */
export const up = async (db: Kysely<unknown>) => {
  await sql`create view account_customers as
    select id, first_name, last_name, phone, email,
      json_build_object('id', id, 'firstName', first_name, 'lastName', last_name, 'phone', phone, 'email', email)
        as customer
    from users`.execute(db);
};

export const down = async (db: Kysely<unknown>) => {
  await sql`drop view if exists account_customers`.execute(db);
};
