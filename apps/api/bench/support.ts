/**
 * What the benchmark scripts share: the PostgreSQL server they make their temporary databases on, and the
 * nearest-rank percentile of their samples. Measures nothing itself.
 */
import pg from 'pg';

/**
 * Admin URL of the PostgreSQL server the benchmarks create and drop their databases on: BENCH_DATABASE_URL, else
 * TEST_DATABASE_URL, else the local server.
 */
export const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Runs one statement on {@link ADMIN_URL} with a connection of its own (`create database`, `drop database`).
 *
 * @param sql the statement
 * @param connectionTimeoutMillis how long connecting may take; the driver's default when absent
 * @throws the driver's error when the server is unreachable or the statement fails
 */
export async function adminQuery(sql: string, connectionTimeoutMillis?: number): Promise<void> {
  const client = new pg.Client({
    connectionString: ADMIN_URL,
    ...(connectionTimeoutMillis === undefined ? {} : { connectionTimeoutMillis }),
  });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * The nearest-rank percentile of sorted samples: the smallest sample with at least `p` % of the samples at or
 * below it.
 *
 * @param sorted samples in ascending order
 * @param p the percentile, 0 to 100
 * @returns the sample, or NaN when there is none
 */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN
  );
}
