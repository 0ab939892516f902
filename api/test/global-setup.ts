import { pgliteTemplate } from './test-database';

/** Builds the migrated PGlite template once, before the test files start in parallel (not needed on a server). */
export async function setup() {
  if (!process.env.DATABASE_URL) await pgliteTemplate();
}
