import { type Clock, systemClock } from '../../platform/clock';
import type { Config } from '../../platform/config';
import type { FileStorage } from '../../platform/storage';
import type { Db } from '../schema';
import { seedAcademy } from './academy';
import { seedCatalogue } from './catalogue';
import { seedCustomerGroups } from './customer-groups';
import { seedDemoAccounts } from './demo-accounts';
import { seedDemoHistory } from './demo-history';
import { seedHelpCentre } from './help-centre';
import { languages, seedLanguages } from './languages';
import { seedNotifications } from './notifications';
import { seedProducts } from './products';
import { seedRegions } from './regions';
import { seedServiceDesk } from './service-desk';
import { seedDemoChatLinks, seedSettings } from './settings';
import { seedShopOrders } from './shop-orders';
import { seedDemoAdmin } from './staff';
import { localizeDir as defaultLocalizeDir, readBundles, seedTranslations } from './translations';

export type SeedOptions = {
  localizeDir?: string;
  /** The demo customer and business partner (README); off in production. */
  demoAccounts?: boolean;
  /** About three months of orders of the demo shop, placed by the order code under this config; never in production. */
  demoHistory?: Config;
  clock?: Clock;
  /** Where the seeded category and banner pictures are written (skipped without one). */
  storage?: FileStorage;
};

/** Safe to run on every start: it only inserts what is missing and brings seed-owned rows in line with the files. */
export const seed = async (
  db: Db,
  {
    localizeDir = defaultLocalizeDir,
    demoAccounts = false,
    demoHistory,
    clock = systemClock,
    storage,
  }: SeedOptions = {},
) => {
  const bundles = await readBundles(
    localizeDir,
    languages.map((language) => language.code),
  );
  await db.transaction().execute(async (trx) => {
    await seedSettings(trx);
    await seedLanguages(trx);
    await seedTranslations(trx, bundles);
    await seedCustomerGroups(trx);
    await seedRegions(trx);
  });
  await seedCatalogue(db, storage);
  await seedServiceDesk(db);
  await seedProducts(db, storage);
  await seedShopOrders(db, clock);
  await seedAcademy(db);
  if (demoAccounts) await seedDemoAccounts(db, clock);
  if (demoAccounts) await seedDemoAdmin(db, clock);
  if (demoAccounts) await seedDemoChatLinks(db);
  if (demoAccounts && demoHistory) await seedDemoHistory(db, demoHistory, clock.now());
  await seedNotifications(db, clock, { demoAccounts });
  await seedHelpCentre(db);
};

export { demoAccountsStillOpen } from './demo-guard';
