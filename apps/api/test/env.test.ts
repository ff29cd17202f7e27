import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { databaseTarget } from '../src/app.ts';
import { DEFAULT_DATABASE_TIMEOUTS } from '../src/db/orm.ts';
import {
  DEFAULT_SHUTDOWN_TIMEOUT_MS,
  loadEnv,
  loadEnvFile,
  PRODUCTION_NEEDS_DATABASE_URL,
} from '../src/env.ts';

describe('settings (src/env.ts)', () => {
  it('use the embedded PGlite database for local use: NODE_ENV defaults to development', () => {
    const env = loadEnv({});
    expect(env.NODE_ENV).toBe('development');
    expect(databaseTarget(env).kind).toBe('pglite');
  });

  it('refuse NODE_ENV=production without DATABASE_URL, saying why (issue 13)', () => {
    for (const DATABASE_URL of [undefined, '']) {
      expect(() => loadEnv({ NODE_ENV: 'production', DATABASE_URL })).toThrow(
        `DATABASE_URL: ${PRODUCTION_NEEDS_DATABASE_URL}`,
      );
    }
    const env = loadEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db.internal/northline' });
    expect(databaseTarget(env).kind).toBe('postgresql');
  });

  it('carry the database time limits and the shutdown deadline, with defaults (issue 13)', () => {
    const defaults = loadEnv({ DATABASE_URL: 'postgres://db.internal/northline' });
    expect(databaseTarget(defaults)).toEqual({
      kind: 'postgresql',
      url: 'postgres://db.internal/northline',
      timeouts: DEFAULT_DATABASE_TIMEOUTS,
    });
    expect(defaults.SHUTDOWN_TIMEOUT_MS).toBe(DEFAULT_SHUTDOWN_TIMEOUT_MS);

    const set = loadEnv({
      DATABASE_URL: 'postgres://db.internal/northline',
      DATABASE_STATEMENT_TIMEOUT_MS: '5000',
      DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '20000',
      DATABASE_CONNECT_TIMEOUT_MS: '1000',
      SHUTDOWN_TIMEOUT_MS: '25000',
    });
    expect(databaseTarget(set)).toMatchObject({
      timeouts: { statementMs: 5000, idleInTransactionMs: 20_000, connectMs: 1000 },
    });
    expect(set.SHUTDOWN_TIMEOUT_MS).toBe(25_000);
    expect(() => loadEnv({ DATABASE_STATEMENT_TIMEOUT_MS: '0' })).toThrow(/DATABASE_STATEMENT_TIMEOUT_MS/);
    expect(() => loadEnv({ SHUTDOWN_TIMEOUT_MS: 'soon' })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
  });

  it('read a .env file when there is one, without overriding what the environment already sets', () => {
    const dir = mkdtempSync(join(tmpdir(), 'northline-env-'));
    const file = join(dir, '.env');
    const names = ['NORTHLINE_TEST_FROM_FILE', 'NORTHLINE_TEST_FROM_SHELL'] as const;
    try {
      expect(loadEnvFile(file)).toBe(false);
      writeFileSync(file, `${names[0]}=file\n${names[1]}=file\n`);
      process.env[names[1]] = 'shell';
      expect(loadEnvFile(file)).toBe(true);
      expect(process.env[names[0]]).toBe('file');
      expect(process.env[names[1]]).toBe('shell');
    } finally {
      for (const name of names) delete process.env[name];
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
