import type { Db, LanguagesTable } from '../schema';

export const languages: LanguagesTable[] = [
  { code: 'en', locale: 'en-US', name: 'English', sort: 0, is_default: true },
  { code: 'km', locale: 'km-KH', name: 'ខ្មែរ', sort: 1, is_default: false },
];

export const seedLanguages = async (db: Db) => {
  await db
    .insertInto('languages')
    .values(languages)
    .onConflict((conflict) =>
      conflict.column('code').doUpdateSet((eb) => ({
        locale: eb.ref('excluded.locale'),
        name: eb.ref('excluded.name'),
        sort: eb.ref('excluded.sort'),
        is_default: eb.ref('excluded.is_default'),
      })),
    )
    .execute();
};
