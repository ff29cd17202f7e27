import { setTimeout as delay } from 'node:timers/promises';
import type { EntityManager, MikroORM } from '@mikro-orm/core';
import { DatabaseUnavailableError, isDatabaseUnreachable, MigrationFailedError } from '../errors.ts';
import type { ServiceLogger } from '../logging.ts';
import { type DatabaseTarget, migrate, openOrm } from './orm.ts';
import type { PreparedStatement } from './prepared.ts';

/** Milliseconds between attempts to reach and migrate a database that was unreachable at start-up. */
export const RECONNECT_INTERVAL_MS = 2000;

/**
 * The API's database: opens the ORM, applies migrations on start, and hands out request-scoped
 * entity managers. While the database is unreachable the API keeps serving (health, site, 503s) and
 * retries in the background; it never syncs the schema.
 */
export class Database {
  readonly target: DatabaseTarget;
  #orm: MikroORM | undefined;
  #migrated = false;
  #closed = false;
  #log: ServiceLogger;
  #retry: Promise<void> | undefined;

  constructor(target: DatabaseTarget, log: ServiceLogger) {
    this.target = target;
    this.#log = log;
  }

  /**
   * Opens the ORM and migrates. When the database is unreachable it logs, starts retrying in the
   * background and resolves anyway (requests then get 503 until it is back). When the database was reached
   * but a migration failed, that is reported as such (logged as "database migration failed") and thrown: a
   * schema problem does not go away by retrying.
   *
   * @param options.waitForDatabase when true, an unreachable database is thrown too (tests, one-off scripts)
   * @throws MigrationFailedError when a migration failed; the driver's error when the database is unreachable and
   *   `waitForDatabase` is set
   */
  async start(options: { waitForDatabase?: boolean } = {}): Promise<void> {
    try {
      await this.#connectAndMigrate();
    } catch (error) {
      if (!isDatabaseUnreachable(error)) {
        this.#log.error({ err: error, database: this.target.kind }, 'database migration failed');
        await this.close();
        throw new MigrationFailedError(error);
      }
      if (options.waitForDatabase) throw error;
      this.#log.error(
        { err: error, database: this.target.kind },
        'database unreachable at start-up; retrying',
      );
      this.#retry = this.#retryLoop();
    }
  }

  async #connectAndMigrate(): Promise<void> {
    this.#orm ??= await openOrm(this.target);
    const applied = await migrate(this.#orm, this.target.kind);
    this.#migrated = true;
    this.#log.info({ database: this.target.kind, applied }, 'database ready');
  }

  /**
   * Retries every {@link RECONNECT_INTERVAL_MS} until the database is reached and migrated. A migration that fails
   * once the database is back stops the retries: it is logged as such, and the API keeps answering 503.
   */
  async #retryLoop(): Promise<void> {
    while (!this.#closed && !this.#migrated) {
      await delay(RECONNECT_INTERVAL_MS);
      if (this.#closed) return;
      try {
        await this.#connectAndMigrate();
      } catch (error) {
        if (!isDatabaseUnreachable(error)) {
          this.#log.error({ err: error, database: this.target.kind }, 'database migration failed');
          return;
        }
        this.#log.warn({ err: error }, 'database still unreachable');
      }
    }
  }

  /** The ORM, for tests and scripts. @throws DatabaseUnavailableError before the first successful migration */
  get orm(): MikroORM {
    if (!this.#orm || !this.#migrated) throw new DatabaseUnavailableError();
    return this.#orm;
  }

  /**
   * A fresh entity manager for one request.
   * @throws DatabaseUnavailableError while the database has not been reached and migrated
   */
  em(): EntityManager {
    return this.orm.em.fork();
  }

  /**
   * The ORM's root entity manager, for statements that hold no entity and touch no unit of work: a
   * {@link PreparedStatement} and raw `execute` calls (the lead path: decision 004; a fork per request
   * was 3% of its CPU). Its context checks stay on, so finding or persisting through it throws; use {@link em}.
   * @throws DatabaseUnavailableError while the database has not been reached and migrated
   */
  statements(): EntityManager {
    return this.orm.em;
  }

  /** Whether the database answers a trivial query right now (`GET /readyz`). */
  async isReachable(): Promise<boolean> {
    if (!this.#orm || !this.#migrated) return false;
    const result = await this.#orm.checkConnection();
    return result.ok;
  }

  /** Stops retrying and closes the connection pool (or the embedded database). */
  async close(): Promise<void> {
    this.#closed = true;
    await this.#retry;
    await this.#orm?.close(true);
  }
}
