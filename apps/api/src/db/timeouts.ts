/**
 * The database's time limits, apart from the ORM (db/orm.ts applies them): the settings module reads their
 * defaults without loading MikroORM, the entities and the migrations.
 */

/**
 * How long PostgreSQL may take before a request fails with 503 instead of hanging, in
 * milliseconds; settings `DATABASE_STATEMENT_TIMEOUT_MS`, `DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS`,
 * `DATABASE_CONNECT_TIMEOUT_MS`.
 * - `statementMs`: PostgreSQL's `statement_timeout`, the longest one statement runs or waits for a lock
 *   (SQLSTATE 57014 after it);
 * - `idleInTransactionMs`: `idle_in_transaction_session_timeout`, the longest a transaction may sit idle before the
 *   server ends its session (a stuck request cannot hold locks forever; SQLSTATE 25P03);
 * - `connectMs`: the longest a new connection may take to open (`connectionTimeoutMillis` of `pg`).
 */
export interface DatabaseTimeouts {
  statementMs: number;
  idleInTransactionMs: number;
  connectMs: number;
}

/** The defaults of {@link DatabaseTimeouts}: 10 s, 10 s, 3 s. */
export const DEFAULT_DATABASE_TIMEOUTS: Readonly<DatabaseTimeouts> = {
  statementMs: 10_000,
  idleInTransactionMs: 10_000,
  connectMs: 3000,
};
