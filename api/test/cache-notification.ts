/**
 * Poll options for a read after a write made straight to the database: the write reaches the read cache as the
 * table's NOTIFY, at once on PGlite and a moment after the commit on a PostgreSQL server (later still on a busy
 * machine), so a read right after it may still get the cached answer.
 */
export const untilNotified = { timeout: 5_000 };
