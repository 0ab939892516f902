import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type TranslationBundle, translationBundleSchema } from '@portal/shared/contract';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../schema';

export const localizeDir = fileURLToPath(new URL('./localize', import.meta.url));

/** Reads `<dir>/<code>.json` (a flat key → text map) for each language. */
export const readBundles = async (dir: string, codes: string[]) => {
  const bundles: Record<string, TranslationBundle> = {};
  for (const code of codes) {
    const file = join(dir, `${code}.json`);
    const parsed = translationBundleSchema.safeParse(parseJson(file, await readFile(file, 'utf8')));
    if (!parsed.success) {
      throw new Error(`${file} is not a flat key → text map:\n${z.prettifyError(parsed.error)}`);
    }
    bundles[code] = parsed.data;
  }
  return bundles;
};

const parseJson = (file: string, text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${file} is not valid JSON`, { cause: error });
  }
};

/**
 * Makes the table match the files: new keys added, changed texts updated, removed keys deleted.
 * The bundle travels as one jsonb parameter, so a file of any size stays within the parameter limit.
 */
export const seedTranslations = async (db: Db, bundles: Record<string, TranslationBundle>) => {
  for (const [code, bundle] of Object.entries(bundles)) {
    const entries = JSON.stringify(bundle);
    await sql`
      insert into translations (language_code, key, value)
      select cast(${code} as text), entry.key, entry.value from jsonb_each_text(cast(${entries} as jsonb)) as entry
      on conflict (language_code, key) do update set value = excluded.value
      where translations.value is distinct from excluded.value
    `.execute(db);
    await sql`
      delete from translations
      where language_code = ${code} and key not in (select jsonb_object_keys(cast(${entries} as jsonb)))
    `.execute(db);
  }
};
