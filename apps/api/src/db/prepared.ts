/**
 * Named prepared statements for the hottest writes (decision 028).
 *
 * MikroORM's `em.execute(sql, params)` formats the parameters into the SQL text and sends it as a simple query,
 * so PostgreSQL parses, analyses and plans the lead path's one statement (five CTEs) on every request: that was
 * half of the database's CPU per lead. A {@link PreparedStatement} is sent by the `pg` driver under its name:
 * each pooled connection parses it once and then only binds and executes it. The pool is the one MikroORM opened
 * (its `onPoolCreated` hook, db/orm.ts), so its limits, session settings (`statement_timeout`) and the closing of
 * connections the server killed (`closeOnFatalError`) all apply. On PGlite (no `pg` pool) the same SQL goes
 * through `em.execute`: one statement, one implementation, two transports.
 */
import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { Pool } from 'pg';

/** The `pg` pool behind each MikroORM driver that has one (PostgreSQL), by driver. */
const pools = new WeakMap<object, Pool>();

/**
 * Records the `pg` pool MikroORM created for a driver, so {@link PreparedStatement.run} can reach it.
 * Called by db/orm.ts once the ORM is open.
 *
 * @param driver `orm.em.getDriver()`: every fork of the ORM's entity manager shares it
 */
export function registerPool(driver: object, pool: Pool): void {
  pools.set(driver, pool);
}

/**
 * The `pg` pool an entity manager's driver runs on, or `undefined` on PGlite (which has none).
 *
 * @param em any entity manager of the ORM
 */
export function poolOf(em: EntityManager): Pool | undefined {
  return pools.get(em.getDriver());
}

/**
 * One SQL statement with positional parameters, written with MikroORM's `?` placeholders, run as a named
 * prepared statement on PostgreSQL.
 *
 * The SQL must not hold a `?` other than the placeholders (no `?` in literals, no jsonb `?` operators): each is
 * numbered `$1`, `$2`… in order for the driver.
 */
export class PreparedStatement {
  readonly #name: string;
  readonly #sql: string;
  readonly #numbered: string;

  /**
   * @param name unique among the process's prepared statements (PostgreSQL keeps one per name per connection);
   *   at most 63 bytes
   * @param sql the statement, `?` for each parameter
   */
  constructor(name: string, sql: string) {
    this.#name = name;
    this.#sql = sql;
    let index = 0;
    this.#numbered = sql.replace(/\?/g, () => `$${++index}`);
  }

  /**
   * Runs the statement once.
   *
   * @param em any entity manager of the ORM (a request's fork is fine; no unit of work is touched); inside a
   *   transaction the statement runs on the transaction's connection, unprepared
   * @param params the parameters, in placeholder order (`Date`s, strings, numbers, booleans, null)
   * @returns the rows the statement returns, as plain objects keyed by column name
   * @throws the driver's error when the database refuses or cannot be reached (callers map it to 503 through
   *   `isDatabaseUnreachable`, errors.ts)
   */
  async run<Row extends object>(em: EntityManager, params: readonly unknown[]): Promise<Row[]> {
    const pool = poolOf(em);
    // A transaction's statements run on its own connection: a pooled one would read outside it.
    if (!pool || em.isInTransaction())
      return (em as unknown as SqlEntityManager).execute<Row[]>(this.#sql, [...params]);
    const result = await pool.query<Row>({ name: this.#name, text: this.#numbered, values: [...params] });
    return result.rows;
  }
}
