import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TranslationBundle } from '@portal/shared/contract';
import { makeTempDir } from './test-database';

/** Writes `<code>.json` files into a temp folder, as the seed reads them from api/src/db/seed/localize. */
export const writeLocalizeFiles = async (bundles: Record<string, TranslationBundle>, dir?: string) => {
  const target = dir ?? (await makeTempDir('portal-api-localize-'));
  for (const [code, bundle] of Object.entries(bundles)) {
    await writeFile(join(target, `${code}.json`), JSON.stringify(bundle, null, 2));
  }
  return target;
};
