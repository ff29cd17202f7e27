import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { trustProxyOption } from '../src/app.ts';
import { databaseTarget } from '../src/db/orm.ts';
import { DEFAULT_DATABASE_TIMEOUTS } from '../src/db/timeouts.ts';
import {
  DEFAULT_SHUTDOWN_TIMEOUT_MS,
  EXAMPLE_SITE_URL,
  envSchema,
  loadEnv,
  loadEnvFile,
  PRODUCTION_NEEDS_DATABASE_URL,
  PRODUCTION_NEEDS_HTTPS_WEBHOOK,
  PRODUCTION_NEEDS_SITE_URL,
} from '../src/env.ts';
import { testEnv } from './helper.ts';

/** A production configuration that passes every production rule. */
const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://db.internal/northline',
  SITE_URL: 'https://www.northline.ca',
};
const WEBHOOK_SECRET = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;

describe('settings (src/env.ts)', () => {
  it('use the embedded PGlite database for local use: NODE_ENV defaults to development', () => {
    const env = loadEnv({});
    expect(env.NODE_ENV).toBe('development');
    expect(databaseTarget(env).kind).toBe('pglite');
  });

  it('refuse NODE_ENV=production without DATABASE_URL, saying why', () => {
    for (const DATABASE_URL of [undefined, '']) {
      expect(() => loadEnv({ NODE_ENV: 'production', DATABASE_URL })).toThrow(
        `DATABASE_URL: ${PRODUCTION_NEEDS_DATABASE_URL}`,
      );
    }
    const env = loadEnv(PRODUCTION);
    expect(databaseTarget(env).kind).toBe('postgresql');
  });

  it('refuse NODE_ENV=production with SITE_URL left at the example, naming it', () => {
    for (const SITE_URL of [
      undefined,
      EXAMPLE_SITE_URL,
      `${EXAMPLE_SITE_URL}/`,
      'https://WWW.northline-it.example',
    ]) {
      expect(() => loadEnv({ ...PRODUCTION, SITE_URL })).toThrow(`SITE_URL: ${PRODUCTION_NEEDS_SITE_URL}`);
    }
    expect(PRODUCTION_NEEDS_SITE_URL).toContain(EXAMPLE_SITE_URL);
    expect(loadEnv({ ...PRODUCTION, SITE_URL: 'https://www.northline.ca/' }).SITE_URL).toBe(
      'https://www.northline.ca',
    );
    // Development keeps the example as its default.
    expect(loadEnv({}).SITE_URL).toBe(EXAMPLE_SITE_URL);
  });

  it('refuse a plain-http LEAD_WEBHOOK_URL when NODE_ENV=production, naming it', () => {
    const webhook = (url: string, base: Record<string, string> = PRODUCTION) =>
      loadEnv({ ...base, LEAD_WEBHOOK_URL: url, LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET });
    expect(() => webhook('http://crm.example/hooks/leads')).toThrow(
      `LEAD_WEBHOOK_URL: ${PRODUCTION_NEEDS_HTTPS_WEBHOOK}`,
    );
    expect(webhook('https://crm.example/hooks/leads').LEAD_WEBHOOK_URL).toBe(
      'https://crm.example/hooks/leads',
    );
    // Development and tests may post to a local receiver over http.
    expect(webhook('http://127.0.0.1:9999/hook', {}).LEAD_WEBHOOK_URL).toBe('http://127.0.0.1:9999/hook');
  });

  it('carry the database time limits and the shutdown deadline, with defaults', () => {
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

  it('read TRUST_PROXY as none, any, a number of hops or the listed proxies', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: ' true ' }).TRUST_PROXY).toBe(true);
    expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.1' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.0.2.1',
    ]);
    const hops = trustProxyOption(loadEnv({ TRUST_PROXY: '1' }).TRUST_PROXY) as (
      a: string,
      hop: number,
    ) => boolean;
    expect([hops('192.0.2.1', 0), hops('192.0.2.1', 1)]).toEqual([true, false]);
  });

  it('default the senders of e-mail to the company and its mail domain', () => {
    const defaults = loadEnv({});
    expect(defaults.LEAD_NOTIFY_FROM).toBe('Northline IT leads <leads@northline-it.example>');
    expect(defaults.NEWSLETTER_FROM).toBe('Northline IT <newsletter@northline-it.example>');
  });

  it('parse parsed settings to themselves, so code may give typed settings to the schema', () => {
    const parsed = loadEnv({
      ...PRODUCTION,
      TRUST_PROXY: '10.0.0.0/8,10.1.0.0/16',
      CORS_ORIGINS: 'https://partner.example, https://other.example',
      SMTP_URL: 'smtp://mail.internal:587',
      LEAD_NOTIFY_TO: 'sales@northline.ca,owner@northline.ca',
      RATE_LIMIT_MAX: '50',
      SITE_URL: 'https://www.northline.ca/',
    });
    expect(envSchema.parse(parsed)).toEqual(parsed);
    for (const TRUST_PROXY of [true, false, 3]) {
      expect(envSchema.parse({ ...parsed, TRUST_PROXY }).TRUST_PROXY).toBe(TRUST_PROXY);
    }
  });

  it("build a test app's settings through the same schema: typed overrides kept, invalid ones refused", () => {
    const env = testEnv({ RATE_LIMIT_MAX: 5, CORS_ORIGINS: ['https://partner.example'], TRUST_PROXY: 1 });
    expect(env).toMatchObject({
      RATE_LIMIT_MAX: 5,
      CORS_ORIGINS: ['https://partner.example'],
      TRUST_PROXY: 1,
    });
    expect(env.CHAT_RATE_LIMIT_MAX).toBe(loadEnv({}).CHAT_RATE_LIMIT_MAX);
    expect(env.LEAD_JUDGE_THREAD).toBe('off');
    expect(() => testEnv({ RATE_LIMIT_MAX: 0 })).toThrow(/RATE_LIMIT_MAX/);
    expect(() => testEnv({ SMTP_URL: 'smtp://mail.internal' })).toThrow(/LEAD_NOTIFY_TO/);
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
