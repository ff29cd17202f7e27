/**
 * Starts the production server for the browser tests: recreates the run's own PostgreSQL database,
 * then runs apps/api's server on it, serving the built site (apps/site/build/client) and the chat widget's embed
 * build (packages/chat-widget/dist/embed, rebuilt here when missing or older than the widget's sources), with the
 * partner page's origin in CORS_ORIGINS. Playwright's webServer runs this and stops it after the tests.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { ADMIN_URL, E2E_DATABASE, E2E_PARTNER_ORIGIN, E2E_PORT, e2eDatabaseUrl } from './env.ts';

const widgetDir = fileURLToPath(new URL('../../../packages/chat-widget/', import.meta.url));
const manifest = join(widgetDir, 'dist/embed/manifest.json');
const newest = Math.max(
  ...['src', 'bundle'].flatMap((dir) =>
    readdirSync(join(widgetDir, dir)).map((file) => statSync(join(widgetDir, dir, file)).mtimeMs),
  ),
  statSync(join(widgetDir, 'vite.config.ts')).mtimeMs,
  statSync(join(widgetDir, 'package.json')).mtimeMs,
);
if (!existsSync(manifest) || statSync(manifest).mtimeMs < newest) {
  execFileSync('pnpm', ['--filter', '@northline/chat-widget', 'build'], { stdio: 'inherit' });
}

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
    // Production refuses the example SITE_URL: the links of the API's emails point at this server.
    SITE_URL: `http://127.0.0.1:${E2E_PORT}`,
    CORS_ORIGINS: E2E_PARTNER_ORIGIN,
  },
});
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
