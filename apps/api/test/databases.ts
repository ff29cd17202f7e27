/**
 * The databases of a test run, without Vitest's runtime: the PostgreSQL server the tests use, and the migrated
 * templates (a PostgreSQL database and a PGlite folder) that test/global-setup.ts makes once per run and
 * test/helper.ts copies for each test file that wants its schema ready.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * The PostgreSQL server the integration tests use (a real one, never a mock): TEST_DATABASE_URL, else
 * the machine's server on 127.0.0.1:5432 as user postgres. Each test file gets a database of its own.
 */
export const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A URL of the same server with another database name. */
export function urlOfDatabase(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs SQL on the admin database. */
export async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A database name no other run on the server uses: `prefix`, this process's id and a random part (several test
 * runs share one PostgreSQL server).
 */
export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
}

/**
 * What test/global-setup.ts hands every test file of the run (Vitest's `provide`/`inject`): the name of the
 * migrated PostgreSQL template database, and the folder of a migrated PGlite database. Both are absent
 * (`undefined`) when a run has no global setup; test/helper.ts then hands out empty databases, which the app
 * migrates.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string;
    migratedPgliteDir: string;
  }
}
