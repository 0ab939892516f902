import type { Kysely } from 'kysely';

/**
 * The `developer` permission a staff member may hold beside their role: with it they may load a local remote inside
 * the production portal (`?remote-override=`). Granted by an admin; nobody holds it at first.
 */
export const up = async (db: Kysely<unknown>) => {
  await db.schema
    .alterTable('staff_roles')
    .addColumn('developer', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
};

export const down = async (db: Kysely<unknown>) => {
  await db.schema.alterTable('staff_roles').dropColumn('developer').execute();
};
