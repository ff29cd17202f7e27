import pg from 'pg';
import { e2eDatabaseUrl } from './env.ts';

/** Runs a query on the end-to-end database (the real PostgreSQL) and returns its rows. */
export async function queryRows<T extends Record<string, unknown>>(
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    const result = await client.query<T>(sql, params);
    return result.rows;
  } finally {
    await client.end();
  }
}
