/**
 * The staff accounts' command line (src/cli/user-create.ts, README "The first admin") as an operator runs it: a
 * Node process with the password on standard input, against the real PostgreSQL. The account it creates signs in
 * through the app; the password appears in none of its output; a taken address and a short password are refused
 * with a message and exit code 1, writing nothing.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { leadApp, STAFF_ORIGIN } from './helper.ts';

const CLI = fileURLToPath(new URL('../src/cli/user-create.ts', import.meta.url));

const PASSWORD = 'an operator typed this 42';

let app: Awaited<ReturnType<typeof leadApp>>['app'];
let sql: pg.Client;
let url: string;

beforeAll(async () => {
  ({ app, sql, url } = await leadApp());
});

/** Runs the command line with `args`, `stdin` as its standard input (a pipe), on the file's database. */
async function userCreate(args: string[], stdin: string): Promise<{ code: number; output: string }> {
  const child = spawn(process.execPath, [CLI, ...args], {
    env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'warn' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stdin.end(stdin);
  // 'close', not 'exit': the last lines can still be in the pipes when 'exit' fires.
  const [code] = await once(child, 'close');
  return { code: code as number, output };
}

const countOf = async (email: string) =>
  (await sql.query('select count(*)::int as n from staff_user where email = $1', [email])).rows[0].n;

describe('user:create', { timeout: 60_000 }, () => {
  it('creates an account that signs in, never printing the password; a second run for the address is refused', async () => {
    const email = 'ada.operator@northline-it.example';
    const created = await userCreate(
      ['--email', email, '--name', 'Ada Lovelace', '--role', 'admin'],
      `${PASSWORD}\n`,
    );
    expect(created.code, created.output).toBe(0);
    expect(created.output).toMatch(/^Created staff account [0-9a-f-]{36} \(admin\)\.$/m);
    expect(created.output).not.toContain(PASSWORD);

    const [row] = (
      await sql.query('select name, role, password_hash from staff_user where email = $1', [email])
    ).rows;
    expect(row.name).toBe('Ada Lovelace');
    expect(row.role).toBe('admin');
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const signIn = await app.inject({
      method: 'POST',
      url: '/trpc/staff.auth.signIn',
      headers: { origin: STAFF_ORIGIN },
      payload: { email, password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.cookies.some((cookie) => cookie.name === 'nl_staff')).toBe(true);

    const again = await userCreate(['--email', email, '--role', 'sales'], `${PASSWORD}\n`);
    expect(again.code).toBe(1);
    expect(again.output).toContain('A staff account with this email already exists');
    expect(again.output).not.toContain(PASSWORD);
    expect(await countOf(email)).toBe(1);
  });

  it('refuses a password under 12 characters and an unknown role, naming the field, and writes nothing', async () => {
    const email = 'short.password@northline-it.example';
    const short = await userCreate(['--email', email], 'too short\n');
    expect(short.code).toBe(1);
    expect(short.output).toMatch(/^password: /m);
    expect(short.output).not.toContain('too short');

    const role = await userCreate(['--email', email, '--role', 'owner'], `${PASSWORD}\n`);
    expect(role.code).toBe(1);
    expect(role.output).toMatch(/^role: /m);
    expect(await countOf(email)).toBe(0);
  });
});
