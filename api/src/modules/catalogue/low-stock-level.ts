import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/schema';

/** Used when neither the variant nor the `lowStockLevel` setting names a level. */
const fallbackLowStockLevel = 5;

const settingLevelSql = sql<
  number | null
>`(select s.value::integer from content_settings s where s.key = 'lowStockLevel')`;

/**
 * The level a variant (`alias`) is low on stock at: its own, else the `lowStockLevel` setting. A SQL expression, so
 * that the dashboard's count and the low-stock list filter and sort in the database alike.
 */
export const lowStockLevelSql = (alias: string): RawBuilder<number> =>
  sql<number>`coalesce(${sql.ref(`${alias}.low_stock_level`)}, ${settingLevelSql}, ${fallbackLowStockLevel})`;

/** The shop's default low-stock level: the `lowStockLevel` setting, else the fallback. */
export const defaultLowStockLevel = async (db: Db): Promise<number> => {
  const { level } = await db
    .selectNoFrom(sql<number>`coalesce(${settingLevelSql}, ${fallbackLowStockLevel})`.as('level'))
    .executeTakeFirstOrThrow();
  return Number(level);
};
