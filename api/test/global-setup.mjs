import { tsImport } from 'tsx/esm/api';

/**
 * Builds the migrated PGlite template once, before the test files start in parallel (not needed on a server). It runs
 * on tsx, as the API itself does: the template's code imports ES-module-only packages Jest's global setup cannot load.
 */
export default async function setup() {
  if (process.env.DATABASE_URL) return;
  const { pgliteTemplate } = await tsImport('./test-database.ts', import.meta.url);
  await pgliteTemplate();
}
