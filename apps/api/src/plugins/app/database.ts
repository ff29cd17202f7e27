import fp from 'fastify-plugin';
import { Database } from '../../db/database.ts';
import type { DatabaseTarget } from '../../db/orm.ts';
import { DatabaseOutageLog } from '../../db/outage-log.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The API's database (see db/database.ts). */
    db: Database;
    /** Where a request refused with 503 for an unreachable database is logged, throttled (db/outage-log.ts). */
    databaseOutage: DatabaseOutageLog;
  }
}

/** Options of {@link databasePlugin}. */
export interface DatabasePluginOptions {
  target: DatabaseTarget;
  /** Fail start-up when the database is unreachable (tests) instead of retrying in the background. */
  waitForDatabase?: boolean;
}

/**
 * Decorates the app with `db` (opened and migrated on start, closed on close) and `databaseOutage` (the throttled
 * log of 503s for an unreachable database; its last count is written on close).
 */
export const databasePlugin = fp<DatabasePluginOptions>(
  async (app, options) => {
    const db = new Database(options.target, app.log);
    await db.start({ waitForDatabase: options.waitForDatabase ?? false });
    app.decorate('db', db);
    const outage = new DatabaseOutageLog(app.log);
    app.decorate('databaseOutage', outage);
    app.addHook('onClose', async () => {
      outage.close();
      await db.close();
    });
  },
  { name: 'database' },
);
