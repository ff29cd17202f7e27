/**
 * What every lead-creating operation does beside storing the lead (issue 12, decision 003): judging spam
 * without a CAPTCHA (a honeypot and a signed, time-stamped, single-use form token; OWASP ASVS V2.4
 * anti-automation), turning first-touch attribution into columns, and running an operation exactly once per
 * `Idempotency-Key` (IETF draft "The Idempotency-Key HTTP Header Field").
 *
 * Nothing here logs or returns personal data: tokens and keys carry none, and spam reasons are fixed words.
 */

import {
  createHash,
  createHmac,
  createSecretKey,
  type KeyObject,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { Attribution } from '@northline/schemas';
import { DomainError } from '../errors.ts';
import type { LeadJudge } from './lead-quality.ts';
import type { Notifier } from './notifier.ts';

/** How long a form token counts for the minimum fill time and replay checks: a day, in milliseconds. */
export const FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** Default minimum time between a form token's issue and the submission, in milliseconds (decision 003). */
export const DEFAULT_MIN_FILL_MS = 2000;

/**
 * Why a submission was flagged as spam:
 * - `honeypot`: the hidden field a person never sees or reaches had a value
 * - `bad-token`: the form token was malformed, its signature wrong, or it was issued in the future
 * - `too-fast`: the form token was issued less than the minimum fill time before the submission
 * - `replayed-token`: the form token's nonce was already used by another submission
 */
export type SpamReason = 'honeypot' | 'bad-token' | 'too-fast' | 'replayed-token';

/** The verdict on one submission: `reason` is null for a person. */
export interface SpamVerdict {
  spam: boolean;
  reason: SpamReason | null;
}

/** A verified token's facts. */
type TokenCheck =
  | { valid: true; nonce: string; issuedAt: number }
  | { valid: false; reason: 'malformed' | 'bad-signature' };

/**
 * Issues and verifies form tokens: `<issuedAt in ms, base 36>.<16 random bytes, hex>.<HMAC-SHA256, base64url>`.
 * They carry no personal data; the nonce makes each one single-use (table `form_token_use`).
 */
export class FormTokens {
  /** The HMAC key, imported once (a raw Buffer is imported again on every HMAC: 6× the cost of one). */
  readonly #secret: KeyObject;
  /** Minimum milliseconds between issue and submission (decision 003). */
  readonly minFillMs: number;

  /**
   * @param secret the HMAC key (`FORM_TOKEN_SECRET`); every instance behind one load balancer needs the same
   * @param minFillMs minimum milliseconds between a token's issue and a submission that carries it
   */
  constructor(secret: string | Buffer, minFillMs: number = DEFAULT_MIN_FILL_MS) {
    this.#secret = createSecretKey(typeof secret === 'string' ? Buffer.from(secret) : secret);
    this.minFillMs = minFillMs;
  }

  #sign(payload: string): string {
    return createHmac('sha256', this.#secret).update(payload).digest('base64url');
  }

  /**
   * A new token.
   * @param now the issue time in ms since the epoch (tests pass an earlier one)
   */
  issue(now: number = Date.now()): string {
    const payload = `${now.toString(36)}.${randomBytes(16).toString('hex')}`;
    return `${payload}.${this.#sign(payload)}`;
  }

  /** Checks a token's form and signature (constant-time comparison). */
  check(token: string): TokenCheck {
    const parts = token.split('.');
    if (parts.length !== 3) return { valid: false, reason: 'malformed' };
    const [issued = '', nonce = '', signature = ''] = parts;
    const issuedAt = Number.parseInt(issued, 36);
    if (!/^[0-9a-z]{1,12}$/.test(issued) || !/^[0-9a-f]{32}$/.test(nonce) || !Number.isFinite(issuedAt)) {
      return { valid: false, reason: 'malformed' };
    }
    const expected = Buffer.from(this.#sign(`${issued}.${nonce}`));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      return { valid: false, reason: 'bad-signature' };
    }
    return { valid: true, nonce, issuedAt };
  }
}

/**
 * Judges a submission (issue 12 "Spam protection without a CAPTCHA", decision 003). Records the token's nonce
 * in `form_token_use` inside the caller's transaction, so a replay is caught even by another instance.
 *
 * A missing or day-old token is not spam by itself (a post without JavaScript from a page a cache served, an
 * old tab); the honeypot and the per-IP limit still apply.
 *
 * @param tx the transaction the lead is stored in
 * @param signals the honeypot's value and the form token, as submitted
 * @param now the submission time in ms since the epoch
 * @returns `{ spam, reason }`
 * @throws the driver's error when the database is unreachable (503 at the boundaries)
 */
export async function judgeSubmission(
  tx: EntityManager,
  tokens: FormTokens,
  signals: { honeypot?: string | undefined; formToken?: string | undefined },
  now: number = Date.now(),
): Promise<SpamVerdict> {
  const first = prejudge(tokens, signals, now);
  if (first.nonce === undefined) return first.verdict;
  const inserted = await (tx as SqlEntityManager).execute<{ nonce: string }[]>(
    'insert into "form_token_use" ("nonce", "used_at") values (?, now()) on conflict do nothing returning "nonce"',
    [first.nonce],
  );
  if (inserted.length === 0) return { spam: true, reason: 'replayed-token' };
  return first.verdict;
}

/**
 * What the server can judge of a submission without the database (see {@link judgeSubmission}): the verdict,
 * and, when the token is valid and young enough to count, its nonce, which must still be recorded as used (a
 * nonce already recorded makes the submission a replay, whatever the verdict says).
 */
export interface Prejudgement {
  verdict: SpamVerdict;
  nonce?: string;
}

/**
 * Judges the honeypot, the token's signature and its age (decision 003): `honeypot` and `bad-token` are final;
 * a missing or day-old token is a person's; otherwise the verdict is `too-fast` or a person's, pending the
 * replay check of the returned nonce.
 */
export function prejudge(
  tokens: FormTokens,
  signals: { honeypot?: string | undefined; formToken?: string | undefined },
  now: number = Date.now(),
): Prejudgement {
  const person: SpamVerdict = { spam: false, reason: null };
  if (signals.honeypot?.trim()) return { verdict: { spam: true, reason: 'honeypot' } };
  const token = signals.formToken?.trim();
  if (!token) return { verdict: person };
  const checked = tokens.check(token);
  if (!checked.valid) return { verdict: { spam: true, reason: 'bad-token' } };
  const age = now - checked.issuedAt;
  if (age < -60_000) return { verdict: { spam: true, reason: 'bad-token' } };
  if (age > FORM_TOKEN_MAX_AGE_MS) return { verdict: person };
  const verdict: SpamVerdict = age < tokens.minFillMs ? { spam: true, reason: 'too-fast' } : person;
  return { verdict, nonce: checked.nonce };
}

/** The attribution columns of an entity (db/lead-capture.properties.ts), all null when unknown. */
export interface AttributionColumns {
  landingPage: string | null;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  gclid: string | null;
}

/**
 * Attribution as column values: each present, non-blank field, else null.
 * @param attribution as validated by `attributionSchema` (texts trimmed and bounded), or undefined
 */
export function attributionColumns(attribution: Attribution | undefined): AttributionColumns {
  const value = (text: string | undefined) => (text ? text : null);
  return {
    landingPage: value(attribution?.landingPage),
    referrerHost: value(attribution?.referrerHost),
    utmSource: value(attribution?.utmSource),
    utmMedium: value(attribution?.utmMedium),
    utmCampaign: value(attribution?.utmCampaign),
    utmTerm: value(attribution?.utmTerm),
    utmContent: value(attribution?.utmContent),
    gclid: value(attribution?.gclid),
  };
}

/** The message of the 422 answered when an idempotency key comes back with another body. */
export const IDEMPOTENCY_MISMATCH_MESSAGE =
  'This Idempotency-Key was already used with a different request. Send a new key for a new request.';

/** What {@link runOnce} answers: the operation's result, and whether it is a stored one replayed. */
export interface OnceResult<T> {
  result: T;
  replayed: boolean;
}

/** A stable SHA-256 of a JSON value (object keys sorted), to tell a true retry from a reused key. */
export function fingerprint(value: unknown): string {
  const canonical = (input: unknown): unknown => {
    if (Array.isArray(input)) return input.map(canonical);
    if (input && typeof input === 'object') {
      return Object.fromEntries(
        Object.entries(input)
          .filter(([, inner]) => inner !== undefined)
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .map(([key, inner]) => [key, canonical(inner)]),
      );
    }
    return input;
  };
  return createHash('sha256')
    .update(JSON.stringify(canonical(value)))
    .digest('hex');
}

/**
 * Runs a lead-creating operation in one transaction, exactly once per idempotency key (IETF draft
 * `Idempotency-Key`; decision 003). The key's row in `idempotency_record` is inserted first, in the same
 * transaction as the lead, so:
 * - a repeat with the same key and the same input gets the stored result (`replayed: true`) and stores nothing;
 * - a repeat while the first is in flight waits on the unique key until the first commits, then replays it (or
 *   runs afresh if the first rolled back);
 * - the same key with another input is refused.
 * Without a key the operation simply runs in a transaction.
 *
 * @param em a request-scoped entity manager
 * @param scope the operation, e.g. 'contact.submit' (keys are unique per scope)
 * @param key the request's `Idempotency-Key`, or undefined
 * @param input the validated input, fingerprinted to recognise a true retry
 * @param work the operation; it must use the transaction it is given and return a JSON value
 * @returns the result and whether it was replayed
 * @throws DomainError 'unprocessable' (422) with {@link IDEMPOTENCY_MISMATCH_MESSAGE}; the driver's error
 *   when the database is unreachable (503)
 */
export async function runOnce<T>(
  em: EntityManager,
  scope: string,
  key: string | undefined,
  input: unknown,
  work: (tx: EntityManager) => Promise<T>,
): Promise<OnceResult<T>> {
  return em.transactional(async (tx) => {
    if (key === undefined) return { result: await work(tx), replayed: false };
    const sql = tx as unknown as SqlEntityManager;
    const print = fingerprint(input);
    const claimed = await sql.execute<{ key: string }[]>(
      'insert into "idempotency_record" ("scope", "key", "fingerprint", "created_at") values (?, ?, ?, now()) on conflict do nothing returning "key"',
      [scope, key, print],
    );
    if (claimed.length === 0) return { result: await replayStored<T>(tx, scope, key, print), replayed: true };
    const result = await work(tx);
    await sql.execute('update "idempotency_record" set "response" = ? where "scope" = ? and "key" = ?', [
      JSON.stringify(result),
      scope,
      key,
    ]);
    return { result, replayed: false };
  });
}

/** What the lead-capture side of a submission needs (issue 12). */
export interface LeadCaptureDeps {
  /** Checks the form token. */
  formTokens: FormTokens;
  /** The request's checked `Idempotency-Key`, or undefined. */
  idempotencyKey: string | undefined;
  /** The submission time in ms since the epoch (tests); now by default. */
  now?: number;
  /** The lead notifications' outbox (issue 14): which channels to write rows for, and the worker to wake. */
  notifier?: Pick<Notifier, 'channels' | 'poke' | 'emailsConfirmations'> | undefined;
  /** Judges a contact request's quality (services/lead-quality.ts); inline when absent. */
  judge?: LeadJudge | undefined;
}

/** The outcome of storing a lead: the answer, whether it was replayed, and the spam verdict. */
export interface LeadOutcome<T> {
  response: T;
  /** True when an earlier request with the same idempotency key was answered again and nothing stored. */
  replayed: boolean;
  /** Why the lead was flagged as spam; null for a person, and for a replay. */
  spamReason: SpamReason | null;
}

/**
 * The stored answer of an idempotency key that another request already claimed (decision 003): replayed when the
 * input is the same, refused otherwise.
 *
 * @returns the stored answer
 * @throws DomainError 'unprocessable' (422) with {@link IDEMPOTENCY_MISMATCH_MESSAGE} when the key came with
 *   another input (or its first request has not stored an answer)
 */
export async function replayStored<T>(
  em: EntityManager,
  scope: string,
  key: string,
  print: string,
): Promise<T> {
  const [stored] = await (em as unknown as SqlEntityManager).execute<
    { fingerprint: string; response: T | string | null }[]
  >('select "fingerprint", "response" from "idempotency_record" where "scope" = ? and "key" = ?', [
    scope,
    key,
  ]);
  if (!stored || stored.fingerprint !== print || stored.response === null) {
    throw new DomainError('unprocessable', IDEMPOTENCY_MISMATCH_MESSAGE);
  }
  return typeof stored.response === 'string' ? (JSON.parse(stored.response) as T) : stored.response;
}
