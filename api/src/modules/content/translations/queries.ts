import type { Db } from '../../../db/schema';

export const listLanguages = (db: Db) =>
  db
    .selectFrom('languages')
    .select(['code', 'locale', 'name', 'is_default'])
    .orderBy('sort')
    .orderBy('code')
    .execute();

export const listTranslations = (db: Db) =>
  db.selectFrom('translations').select(['language_code', 'key', 'value']).orderBy('key').execute();
