import fp from 'fastify-plugin';
import { Database } from '../../db/database.ts';
import type { DatabaseTarget } from '../../db/orm.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The API's database (see db/database.ts). */
    db: Database;
  }
}

/** Options of {@link databasePlugin}. */
export interface DatabasePluginOptions {
  target: DatabaseTarget;
  /** Fail start-up when the database is unreachable (tests) instead of retrying in the background. */
  waitForDatabase?: boolean;
}

/** Decorates the app with `db`: opened and migrated on start, closed on close. */
export const databasePlugin = fp<DatabasePluginOptions>(
  async (app, options) => {
    const db = new Database(options.target, app.log);
    await db.start({ waitForDatabase: options.waitForDatabase ?? false });
    app.decorate('db', db);
    app.addHook('onClose', async () => db.close());
  },
  { name: 'database' },
);
