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

/**
 * URL of the database of the e2e server on `port` (each server has its own, `northline_e2e_<port>`).
 *
 * @param port the server's port; {@link E2E_PORT}'s server when absent
 */
export function e2eDatabaseUrl(port: number = E2E_PORT): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/northline_e2e_${port}`;
  return url.toString();
}

/**
 * The clock of the main e2e server (CLOCK_START): Saturday, November 30 2030 at 7:30 p.m. in Toronto, after the
 * office closes, so a run at any hour sees the same business time (conversations stay with the assistant unless
 * the visitor asks for a person; a hand-off tells the visitor the office opens Monday at 8 a.m.). Every lead is
 * stamped by it (the inbox's waiting times and first-response clocks read the same time), and so are its alerts,
 * due at once on the outbox's clock, which is the same one.
 */
export const E2E_CLOCK_START = '2030-11-30T19:30:00-05:00';

/** Port of the second e2e server, whose office is open: the live hand-off's browser tests. */
export const E2E_LIVE_PORT = E2E_PORT + 100;
/** Origin of that server. */
export const E2E_LIVE_BASE_URL = `http://127.0.0.1:${E2E_LIVE_PORT}`;
/** Its clock: Tuesday, December 3 2030 at 10:40 a.m. in Toronto, during business hours (and ahead of the wall clock). */
export const E2E_LIVE_CLOCK_START = '2030-12-03T10:40:00-05:00';

/** Port of the third e2e server, whose clock is on an Ontario statutory holiday: the hand-off on Boxing Day. */
export const E2E_HOLIDAY_PORT = E2E_PORT + 200;
/** Origin of that server. */
export const E2E_HOLIDAY_BASE_URL = `http://127.0.0.1:${E2E_HOLIDAY_PORT}`;
/**
 * Its clock: Thursday, December 26 2030 (Boxing Day, a statutory holiday in Ontario) at 10:00 a.m. in Toronto, inside
 * the usual hours: the office is closed for the holiday and opens Friday at 8 a.m.
 */
export const E2E_HOLIDAY_CLOCK_START = '2030-12-26T10:00:00-05:00';

/**
 * Port of the fourth e2e server, where no staff member ever signs in: nobody can answer a chat while its office is
 * open (presence is one fact per database, and the live server's consultants are signed in by other tests).
 */
export const E2E_NOBODY_PORT = E2E_PORT + 300;
/** Origin of that server. */
export const E2E_NOBODY_BASE_URL = `http://127.0.0.1:${E2E_NOBODY_PORT}`;
/** Its clock: the live server's, Tuesday, December 3 2030 at 10:40 a.m. in Toronto, during business hours. */
export const E2E_NOBODY_CLOCK_START = E2E_LIVE_CLOCK_START;

/** The origin a server on `port` lists in CORS_ORIGINS (e2e/serve.ts): the partner page's origin for it. */
export const partnerOriginOf = (port: number) => `http://127.0.0.1:${port + 1000}`;

/**
 * Port of the fifth e2e server, whose HubSpot sync is on: e2e/serve.ts starts the API tests' local HubSpot server
 * (apps/api/test/crm/fake-hubspot-server.ts) beside it and points HUBSPOT_BASE_URL at it. Its own database, the
 * main server's clock; the other servers keep the sync off, so their lead pages show no sync line.
 */
export const E2E_HUBSPOT_PORT = E2E_PORT + 400;
/** Origin of that server. */
export const E2E_HUBSPOT_BASE_URL = `http://127.0.0.1:${E2E_HUBSPOT_PORT}`;
/** The access token that server and its local HubSpot server share (a test value, not a secret). */
export const E2E_HUBSPOT_TOKEN = 'pat-na1-e2e-local-hubspot';

/** The line e2e/serve-all.ts prints once all five servers answer `/readyz`: Playwright waits for it. */
export const E2E_SERVERS_READY_LINE = 'e2e servers ready';
