import type { Migration } from 'kysely';
import * as settingsAndLocalize from './0001-settings-and-localize';

/** Every migration, in order. Names sort as they run; never rename or edit one that has shipped, add a new one. */
export const migrations: Record<string, Migration> = {
  '0001-settings-and-localize': settingsAndLocalize,
};
