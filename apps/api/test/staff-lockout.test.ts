/**
 * The staff sign-in lockout cannot be raced. A burst of parallel guesses used to all read "fewer
 * than 5 failures" before any of them recorded one; now each attempt is counted before its password is checked.
 * The password checks are counted (and held, so the burst really overlaps them) through the app's injectable
 * `staffAuth.verifyPassword`; the database is the real PostgreSQL. Per-IP limits group IPv6 clients by /64.
 */
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SIGN_IN_LIMITS } from '../src/env.ts';
import { SIGN_IN_FAILED_MESSAGE, SIGN_IN_LIMITED_MESSAGE, verifyPassword } from '../src/staff/staff-auth.ts';
import { leadApp, STAFF_ORIGIN, STAFF_PASSWORD, signedInStaff } from './helper.ts';

let app: FastifyInstance;
let sql: pg.Client;

/** Every password the app checked, in order. */
const checked: string[] = [];
/** While set, password checks wait for it (so a burst's checks overlap, as on a busy server). */
let hold: Promise<void> | undefined;

beforeAll(async () => {
  ({ app, sql } = await leadApp(
    {},
    {
      staffAuth: {
        verifyPassword: async (passwordHash, password) => {
          checked.push(password);
          await hold;
          return verifyPassword(passwordHash, password);
        },
      },
    },
  ));
});

beforeEach(() => {
  checked.length = 0;
  hold = undefined;
});

/** Holds every password check until `release()`. */
function holdChecks(): { release: () => void } {
  let release = () => {};
  hold = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { release };
}

/** Waits until `condition()` holds (polling; fails after 20 s rather than hanging). */
async function until(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the burst to settle');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const signIn = (payload: { email: string; password: string }, remoteAddress = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/trpc/staff.auth.signIn',
    headers: { origin: STAFF_ORIGIN },
    payload,
    remoteAddress,
  });

describe('the per-account lockout under a burst of parallel guesses', () => {
  it('checks at most 5 passwords of 30 parallel guesses and refuses the 30th, the right one, while locked', async () => {
    const { email } = await signedInStaff(app, 'sales');
    checked.length = 0;
    const held = holdChecks();
    const answered: number[] = [];
    // Each guess from an address of its own, so only the account's limit is at work (an attacker with many IPs).
    const send = (password: string, n: number) =>
      signIn({ email, password }, `198.51.100.${n}`).then((response) => {
        answered.push(response.statusCode);
        return response;
      });
    const guesses = Array.from({ length: 29 }, (_, n) => send(`wrong guess number ${n}`, n + 1));
    // Every guess has either reached its password check (held there) or been answered.
    await until(() => checked.length + answered.length === 29);
    // The right password arrives while the first guesses are still being checked, none of them recorded yet as a
    // failure by the old code.
    const right = send(STAFF_PASSWORD, 30);
    await until(() => checked.length + answered.length === 30);
    held.release();
    const responses = await Promise.all(guesses);
    const rightResponse = await right;

    expect(checked.length).toBeGreaterThan(0);
    expect(checked.length).toBeLessThanOrEqual(SIGN_IN_LIMITS.perAccount);
    // Attempts are counted one at a time, so the first 5 are exactly the ones checked.
    expect(checked).toHaveLength(SIGN_IN_LIMITS.perAccount);
    expect(checked).not.toContain(STAFF_PASSWORD);
    expect(rightResponse.statusCode).toBe(429);
    expect(rightResponse.json().error.message).toBe(SIGN_IN_LIMITED_MESSAGE);
    expect(rightResponse.headers['set-cookie']).toBeUndefined();
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(checked.length);
    expect(statuses.filter((status) => status === 429)).toHaveLength(29 - checked.length);
    for (const response of responses.filter((r) => r.statusCode === 401)) {
      expect(response.json().error.message).toBe(SIGN_IN_FAILED_MESSAGE);
    }

    // Still locked afterwards: the right password is refused without being checked.
    checked.length = 0;
    expect((await signIn({ email, password: STAFF_PASSWORD }, '198.51.100.31')).statusCode).toBe(429);
    expect(checked).toEqual([]);
    // The refused attempts left nothing behind: the account holds one failure per checked guess.
    const { rows } = await sql.query(
      `select count(*)::int as n from sign_in_failure where key = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
      [`email:${email}`],
    );
    expect(rows[0].n).toBe(responses.filter((r) => r.statusCode === 401).length);
  });

  it('lets the right password in when it is among the first 5, and clears the failures', async () => {
    const { email } = await signedInStaff(app, 'sales');
    for (let n = 0; n < 4; n++) {
      expect((await signIn({ email, password: `guess ${n}` }, '198.51.100.40')).statusCode).toBe(401);
    }
    expect((await signIn({ email, password: STAFF_PASSWORD }, '198.51.100.40')).statusCode).toBe(200);
    expect((await signIn({ email, password: 'guess again' }, '198.51.100.40')).statusCode).toBe(401);
    expect((await signIn({ email, password: STAFF_PASSWORD }, '198.51.100.40')).statusCode).toBe(200);
  });
});

describe('the per-IP limit', () => {
  it('checks at most 20 passwords of 30 parallel guesses at different accounts from one IP', async () => {
    const held = holdChecks();
    const answered: number[] = [];
    const guesses = Array.from({ length: 30 }, (_, n) =>
      signIn({ email: `spray.${n}@northline-it.example`, password: 'Summer2026!' }, '192.0.2.77').then(
        (response) => {
          answered.push(response.statusCode);
          return response;
        },
      ),
    );
    await until(() => checked.length + answered.length === 30);
    held.release();
    const statuses = (await Promise.all(guesses)).map((response) => response.statusCode);
    expect(checked.length).toBeGreaterThan(0);
    expect(checked).toHaveLength(SIGN_IN_LIMITS.perIp);
    expect(statuses.filter((status) => status === 401)).toHaveLength(checked.length);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - checked.length);
  });

  it('counts IPv6 clients by their /64: a new address in the same /64 is still limited', async () => {
    for (let n = 1; n <= SIGN_IN_LIMITS.perIp; n++) {
      const response = await signIn(
        { email: `v6.${n}@northline-it.example`, password: 'a wrong password' },
        `2001:db8:1:2:${n.toString(16)}::${n.toString(16)}`,
      );
      expect(response.statusCode).toBe(401);
    }
    const sameNetwork = await signIn(
      { email: 'v6.next@northline-it.example', password: 'a wrong password' },
      '2001:db8:1:2:ffff:ffff:ffff:fffe',
    );
    expect(sameNetwork.statusCode).toBe(429);
    const otherNetwork = await signIn(
      { email: 'v6.next@northline-it.example', password: 'a wrong password' },
      '2001:db8:1:3::1',
    );
    expect(otherNetwork.statusCode).toBe(401);
  });
});
