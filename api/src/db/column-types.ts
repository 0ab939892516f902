import type { ColumnType } from 'kysely';

/** A timestamptz column: read as a Date, written as a Date (times come from the injected clock). */
export type Timestamp = ColumnType<Date, Date, Date>;
export type NullableTimestamp = ColumnType<Date | null, Date | null | undefined, Date | null>;
