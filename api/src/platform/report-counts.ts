import type { ReportCount } from '@portal/shared/contract';

/** A report's counts by type: a database row per key, named in both languages where the key has a name. */
export type Counted = { key: string; name: string | null; name_km: string | null; n: string };

export const toCounts = (rows: Counted[]): ReportCount[] =>
  rows.map((row) => ({ key: row.key, name: row.name ?? row.key, nameKm: row.name_km, count: Number(row.n) }));

/** A count for every status, in the order given, 0 for a status no row names. */
export const perStatus = <Status extends string>(
  statuses: readonly Status[],
  rows: { status: string; n: string }[],
) =>
  statuses.map((status) => ({
    status,
    count: Number(rows.find((row) => row.status === status)?.n ?? 0),
  }));
