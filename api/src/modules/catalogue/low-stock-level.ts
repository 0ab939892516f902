import { type RawBuilder, sql } from 'kysely';

/** Used when neither the variant nor the `lowStockLevel` setting names a level. */
const fallbackLowStockLevel = 5;

/**
 * The level a variant (`alias`) is low on stock at: its own, else the `lowStockLevel` setting. A SQL expression, so
 * that the dashboard's count and the low-stock list filter and sort in the database alike.
 */
export const lowStockLevelSql = (alias: string): RawBuilder<number> =>
  sql<number>`coalesce(${sql.ref(`${alias}.low_stock_level`)}, (select s.value::integer from content_settings s where s.key = 'lowStockLevel'), ${fallbackLowStockLevel})`;

/** The shop's default low-stock level as a query answers it. */
export const defaultLowStockLevelSql = (): RawBuilder<number> =>
  sql<number>`coalesce((select s.value::integer from content_settings s where s.key = 'lowStockLevel'), ${fallbackLowStockLevel})`;
