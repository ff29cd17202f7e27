/**
 * Vitest's global setup of the API's tests: before any test file runs, it migrates one PostgreSQL database and one
 * PGlite folder, once per run; each test file then gets a copy (test/helper.ts: `createTestDatabase`,
 * `migratedPgliteDir`) whose migrations are all applied, so the app's migrator finds nothing to do. The files that
 * test the migrations themselves ask for an empty database instead.
 *
 * The template database is named per process (several runs share one PostgreSQL server), takes no connections
 * (PostgreSQL copies a database only while nobody is connected to it: `allow_connections false` keeps it so), and
 * is dropped, with the PGlite folder, when the run ends.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate, openOrm } from '../src/db/orm.ts';
import { adminQuery, uniqueDatabaseName, urlOfDatabase } from './databases.ts';

/**
 * Migrates a fresh database named `name` on the test server and closes every connection to it. Its migration has no
 * idle-in-transaction limit: PGlite's migration beside it holds this process's one thread for seconds at a time,
 * and the server would otherwise end the transaction waiting on it.
 */
async function migratePostgresql(name: string): Promise<void> {
  await adminQuery(`create database "${name}"`);
  const orm = await openOrm({
    kind: 'postgresql',
    url: urlOfDatabase(name),
    timeouts: { idleInTransactionMs: 0, connectMs: 30_000 },
  });
  try {
    await migrate(orm, 'postgresql');
  } finally {
    await orm.close(true);
  }
  await adminQuery(`alter database "${name}" with allow_connections false`);
}

/** Migrates a fresh PGlite database in the folder `dir` and closes it. */
async function migratePglite(dir: string): Promise<void> {
  const orm = await openOrm({ kind: 'pglite', dir });
  try {
    await migrate(orm, 'pglite');
  } finally {
    await orm.close(true);
  }
}

/**
 * Makes the run's templates and provides their names (`templateDatabase`, `migratedPgliteDir`).
 *
 * @returns the teardown: drops the template database and removes the PGlite folder
 * @throws the driver's or the failing migration's error: the run stops before any test
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const templateDatabase = uniqueDatabaseName('northline_template');
  const pgliteRoot = mkdtempSync(join(tmpdir(), 'northline-pglite-template-'));
  const migratedPgliteDir = join(pgliteRoot, 'db');
  const teardown = async () => {
    await adminQuery(`drop database if exists "${templateDatabase}" with (force)`);
    rmSync(pgliteRoot, { recursive: true, force: true });
  };
  try {
    await Promise.all([migratePostgresql(templateDatabase), migratePglite(migratedPgliteDir)]);
  } catch (error) {
    await teardown();
    throw error;
  }
  project.provide('templateDatabase', templateDatabase);
  project.provide('migratedPgliteDir', migratedPgliteDir);
  return teardown;
}
