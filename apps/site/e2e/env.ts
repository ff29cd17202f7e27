/** Settings shared by the end-to-end server and tests. */

/** Port of the production server the browser tests drive. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
/** Origin of that server. */
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/**
 * Port of the partner page server the cross-origin embed test starts: another origin than the
 * API's, listed in the e2e server's CORS_ORIGINS.
 */
export const E2E_PARTNER_PORT = Number(process.env.E2E_PARTNER_PORT ?? E2E_PORT + 1000);
/** Origin of that page server. */
export const E2E_PARTNER_ORIGIN = `http://127.0.0.1:${E2E_PARTNER_PORT}`;
/** The address the e2e server sends sales' lead alerts to (its SMTP receiver keeps them, e2e/serve.ts). */
export const E2E_SALES_ADDRESS = 'sales@northline-it.example';
/** The real PostgreSQL server's admin URL (TEST_DATABASE_URL, else 127.0.0.1:5432 as postgres). */
export const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** The database of the end-to-end run, recreated empty each run. */
export const E2E_DATABASE = `northline_e2e_${E2E_PORT}`;

/** URL of {@link E2E_DATABASE}. */
export function e2eDatabaseUrl(): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${E2E_DATABASE}`;
  return url.toString();
}
