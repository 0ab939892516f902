import { type Kysely, sql } from 'kysely';

/**
 * What a coffee buyer and an equipment buyer narrow a list by, beside brand and origin: a coffee's roast and the
 * grinds it is sold in, an equipment's type. Codes, named by the screens in each language.
 */
export const up = async (db: Kysely<unknown>) => {
  await db.schema
    .alterTable('products')
    .addColumn('roast', 'text', (col) => col.check(sql`roast in ('light', 'medium', 'mediumDark', 'dark')`))
    .addColumn('grinds', sql`text[]`, (col) =>
      col
        .notNull()
        .defaultTo(sql`'{}'`)
        .check(sql`grinds <@ array['wholeBean', 'espresso', 'filter']::text[]`),
    )
    .addColumn('equipment_type', 'text', (col) =>
      col.check(
        sql`equipment_type in ('espressoMachine', 'grinder', 'brewer', 'tamper', 'milkPitcher', 'glassware')`,
      ),
    )
    .execute();
};

export const down = async (db: Kysely<unknown>) => {
  await db.schema
    .alterTable('products')
    .dropColumn('roast')
    .dropColumn('grinds')
    .dropColumn('equipment_type')
    .execute();
};
