/**
 * Named prepared statements (db/prepared.ts, decision 028): outside a transaction the statement runs prepared on a
 * pooled connection; inside one it runs on the transaction's own connection, so it reads what the transaction wrote
 * and writes what the transaction commits or rolls back.
 */
import { describe, expect, it } from 'vitest';
import { PreparedStatement } from '../src/db/prepared.ts';
import { leadApp } from './helper.ts';

/** The test's own table, so no product table gains a writer. */
const TABLE = 'prepared_statement_probe';
const INSERT = new PreparedStatement(
  'test_probe_insert',
  `insert into "${TABLE}" ("name") values (?) returning "name"`,
);
const COUNT = new PreparedStatement(
  'test_probe_count',
  `select count(*)::int as "count" from "${TABLE}" where "name" = ?`,
);

describe('a prepared statement', () => {
  it('runs on the transaction of the entity manager it is given, and prepared on the pool outside one', async () => {
    const { app, sql } = await leadApp();
    await sql.query(`create table "${TABLE}" ("name" text not null)`);
    const em = app.db.em();
    await expect(
      em.fork().transactional(async (tx) => {
        await INSERT.run(tx, ['inside a transaction']);
        // The transaction reads its own write.
        expect(await COUNT.run(tx, ['inside a transaction'])).toEqual([{ count: 1 }]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    // The rolled-back transaction left nothing.
    expect((await COUNT.run(em, ['inside a transaction']))[0]).toEqual({ count: 0 });

    expect(await INSERT.run(em, ['outside'])).toEqual([{ name: 'outside' }]);
    expect(await COUNT.run(em, ['outside'])).toEqual([{ count: 1 }]);
  });
});
