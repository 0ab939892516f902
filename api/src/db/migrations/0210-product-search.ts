import { type Kysely, sql } from 'kysely';

/**
 * Search that finds: a product's origin (English and Khmer), and the lower-cased text a search reads (names,
 * origins and descriptions in both languages; categories' and brands' names) with trigram indexes, which serve the
 * substring match (`like`, Khmer included: it has no spaces between words).
 */
export const up = async (db: Kysely<unknown>) => {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await db.schema.alterTable('products').addColumn('origin', 'text').addColumn('origin_km', 'text').execute();
  await db.schema
    .alterTable('products')
    .addColumn('search_document', 'text', (col) =>
      col
        .generatedAlwaysAs(
          sql`lower(name || ' ' || coalesce(name_km, '') || ' ' || coalesce(origin, '') || ' ' ||
            coalesce(origin_km, '') || ' ' || description || ' ' || coalesce(description_km, ''))`,
        )
        .stored(),
    )
    .execute();
  await sql`create index products_search_document_trgm on products using gin (search_document gin_trgm_ops)`.execute(
    db,
  );
  await sql`create index products_origin on products (origin)`.execute(db);
  for (const table of ['categories', 'brands']) {
    await db.schema
      .alterTable(table)
      .addColumn('search_text', 'text', (col) =>
        col.generatedAlwaysAs(sql`lower(name || ' ' || coalesce(name_km, ''))`).stored(),
      )
      .execute();
    await sql`create index ${sql.id(`${table}_search_text_trgm`)} on ${sql.table(table)}
      using gin (search_text gin_trgm_ops)`.execute(db);
  }
};

export const down = async (db: Kysely<unknown>) => {
  for (const table of ['categories', 'brands']) {
    await db.schema.alterTable(table).dropColumn('search_text').execute();
  }
  await db.schema
    .alterTable('products')
    .dropColumn('search_document')
    .dropColumn('origin')
    .dropColumn('origin_km')
    .execute();
};
