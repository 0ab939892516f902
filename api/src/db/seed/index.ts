import type { Db } from '../schema';
import { languages, seedLanguages } from './languages';
import { seedSettings } from './settings';
import { localizeDir as defaultLocalizeDir, readBundles, seedTranslations } from './translations';

/** Safe to run on every start: it only inserts what is missing and brings seed-owned rows in line with the files. */
export const seed = async (db: Db, { localizeDir = defaultLocalizeDir }: { localizeDir?: string } = {}) => {
  const bundles = await readBundles(
    localizeDir,
    languages.map((language) => language.code),
  );
  await db.transaction().execute(async (trx) => {
    await seedSettings(trx);
    await seedLanguages(trx);
    await seedTranslations(trx, bundles);
  });
};
