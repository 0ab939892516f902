import type { Migration } from 'kysely';
import * as settingsAndLocalize from './0001-settings-and-localize';
import * as accountsAndTokens from './0002-accounts-and-tokens';
import * as addresses from './0003-addresses';
import * as uploadsAndBusinessPartners from './0004-uploads-and-business-partners';
import * as catalogueBannersNotificationsFeedback from './0005-catalogue-banners-notifications-feedback';

/** Every migration, in order. Names sort as they run; never rename or edit one that has shipped, add a new one. */
export const migrations: Record<string, Migration> = {
  '0001-settings-and-localize': settingsAndLocalize,
  '0002-accounts-and-tokens': accountsAndTokens,
  '0003-addresses': addresses,
  '0004-uploads-and-business-partners': uploadsAndBusinessPartners,
  '0005-catalogue-banners-notifications-feedback': catalogueBannersNotificationsFeedback,
};
