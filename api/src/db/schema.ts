import type { Kysely, Transaction } from 'kysely';
import type { AcademyTables } from '../modules/academy/tables';
import type { AccountsTables, AccountsViews } from '../modules/accounts/tables';
import type { CatalogueTables, CatalogueViews } from '../modules/catalogue/tables';
import type { ContentTables, ContentViews } from '../modules/content/tables';
import type { NotificationsTables } from '../modules/notifications/tables';
import type { OrderingTables, OrderingViews } from '../modules/ordering/tables';
import type { ReleasesTables } from '../modules/releases/tables';
import type { ServiceDeskTables } from '../modules/service-desk/tables';
import type { PlatformTables } from '../platform/tables';

export type * from '../modules/academy/tables';
export type * from '../modules/accounts/tables';
export type * from '../modules/catalogue/tables';
export type * from '../modules/content/tables';
export type * from '../modules/notifications/tables';
export type * from '../modules/ordering/tables';
export type * from '../modules/releases/tables';
export type * from '../modules/service-desk/tables';
export type * from '../platform/tables';

/** Every table, each declared beside the code that owns it, and the views a domain publishes for others to read. */
export interface Database
  extends PlatformTables,
    ContentTables,
    ContentViews,
    AccountsTables,
    AccountsViews,
    NotificationsTables,
    ServiceDeskTables,
    CatalogueTables,
    CatalogueViews,
    OrderingTables,
    OrderingViews,
    AcademyTables,
    ReleasesTables {}

export type Db = Kysely<Database>;
/** A transaction on the portal's database: what every write inside `transaction(db, …)` is handed. */
export type Trx = Transaction<Database>;
