/**
 * Starts the production server for the browser tests: recreates the run's own PostgreSQL database,
 * then runs apps/api's server on it, serving the built site (apps/site/build/client). Playwright's
 * webServer runs this and stops it after the tests.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { ADMIN_URL, E2E_DATABASE, E2E_PORT, e2eDatabaseUrl } from './env.ts';

const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
await admin.query(`drop database if exists "${E2E_DATABASE}" with (force)`);
await admin.query(`create database "${E2E_DATABASE}"`);
await admin.end();

const server = spawn(process.execPath, [fileURLToPath(new URL('../../api/src/server.ts', import.meta.url))], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(E2E_PORT),
    HOST: '127.0.0.1',
    DATABASE_URL: e2eDatabaseUrl(),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '10000',
    CHAT_RATE_LIMIT_MAX: '10000',
    CHAT_SESSION_MESSAGES_PER_MINUTE: '10000',
    NODE_ENV: 'production',
  },
});
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
