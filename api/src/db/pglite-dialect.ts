import type { PGlite } from '@electric-sql/pglite';
import type { DatabaseConnection, Dialect, Driver, TransactionSettings } from 'kysely';
import { KyselyPGlite } from 'kysely-pglite';

/**
 * kysely-pglite hands every caller the same PGlite session, so while one request holds a transaction another
 * request's queries would run inside it (and be rolled back with it). Serialise connections, as Kysely's own
 * SQLite driver does for the same reason.
 */
export const createPgliteDialect = (
  client: PGlite,
  { afterDestroy }: { afterDestroy?: () => Promise<void> } = {},
): Dialect => {
  const dialect = new KyselyPGlite(client).dialect;
  return { ...dialect, createDriver: () => new SerialDriver(dialect.createDriver(), afterDestroy) };
};

class SerialDriver implements Driver {
  readonly #driver: Driver;
  readonly #afterDestroy: (() => Promise<void>) | undefined;
  #tail: Promise<void> = Promise.resolve();
  #unlock: (() => void) | undefined;

  constructor(driver: Driver, afterDestroy?: () => Promise<void>) {
    this.#driver = driver;
    this.#afterDestroy = afterDestroy;
  }

  init() {
    return this.#driver.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.#tail;
    let unlock = () => {};
    this.#tail = new Promise((resolve) => {
      unlock = resolve;
    });
    await previous;
    this.#unlock = unlock;
    return this.#driver.acquireConnection();
  }

  async releaseConnection(connection: DatabaseConnection) {
    await this.#driver.releaseConnection(connection);
    this.#unlock?.();
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    return this.#driver.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection) {
    return this.#driver.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection) {
    return this.#driver.rollbackTransaction(connection);
  }

  async destroy() {
    await this.#driver.destroy();
    await this.#afterDestroy?.();
  }
}
