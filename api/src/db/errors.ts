/** A unique constraint refused the write (PostgreSQL and PGlite both report SQLSTATE 23505). */
export const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
