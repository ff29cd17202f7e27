/**
 * What every lead-creating operation does beside storing the lead (decisions 003 and 019): judging spam
 * without a CAPTCHA (a honeypot and signed, time-stamped, single-use form tokens; OWASP ASVS V2.4
 * anti-automation) so that only hard evidence files a submission as spam and a fast one is only marked, turning first-touch attribution into columns, and running an operation exactly once per
 * `Idempotency-Key` (IETF draft "The Idempotency-Key HTTP Header Field").
 *
 * Nothing here logs or returns personal data: tokens and keys carry none, and spam reasons are fixed words.
 */

import {
  createHash,
  createHmac,
  createSecretKey,
  type KeyObject,
  randomUUID,
  timingSafeEqual,
} from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { Attribution } from '@northline/schemas';
import type { LeadChannel } from '../db/delivery.entity.ts';
import { DEFAULT_MIN_FILL_MS } from '../env.ts';
import { DomainError } from '../errors.ts';
import type { LeadJudge } from './lead-quality.ts';

/**
 * What a feature knows of the lead notifications: the port the app wires to the delivery worker
 * (delivery/lead-deliveries.ts `LeadNotifier` implements it). Features append their domain events and poke; they
 * never import the delivery worker.
 */
export interface LeadNotices {
  /** The channels a lead's alerts go out on now: e-mail with SMTP and LEAD_NOTIFY_TO, the webhook with its URL. */
  readonly channels: readonly LeadChannel[];
  /** Whether newsletter signups get their confirmation e-mail (SMTP and the link signer are configured). */
  readonly emailsConfirmations: boolean;
  /**
   * Wakes the delivery worker after a commit that leads to deliveries.
   *
   * @param options `urgent` (default true): the e-mail lane too
   */
  poke(options?: { urgent?: boolean }): void;
}

/** How long a form token counts for the minimum fill time and replay checks: a day, in milliseconds. */
export const FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * Why a submission is filed as spam, each one hard evidence of automation (decision 019):
 * - `honeypot`: the hidden field a person never sees or reaches had a value
 * - `bad-token`: the form token was malformed, its signature wrong, or it was issued in the future
 * - `replayed-token`: the form token's nonce was already used by another submission
 * - `marked-by-staff`: a staff member marked the lead as spam by hand
 */
export type SpamReason = 'honeypot' | 'bad-token' | 'replayed-token' | 'marked-by-staff';

/**
 * A soft sign that a submission may come from a script (decision 019). It never hides a lead: the lead is
 * stored, shown and notified, marked *possibly automated*.
 * - `too-fast`: the submission came less than the minimum fill time after the visitor could first use the form
 */
export type AutomationSignal = 'too-fast';

/** The verdict on one submission: `spam` and its `reason` for hard evidence, `automationSignal` for a soft sign. */
export interface SpamVerdict {
  spam: boolean;
  reason: SpamReason | null;
  automationSignal: AutomationSignal | null;
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
  /** Minimum milliseconds between the form becoming usable and the submission (decision 019). */
  readonly minFillMs: number;

  /**
   * @param secret the HMAC key (`FORM_TOKEN_SECRET`); every instance behind one load balancer needs the same
   * @param minFillMs minimum milliseconds between the form becoming usable and a submission
   */
  constructor(secret: string | Buffer, minFillMs: number = DEFAULT_MIN_FILL_MS) {
    this.#secret = createSecretKey(typeof secret === 'string' ? Buffer.from(secret) : secret);
    this.minFillMs = minFillMs;
  }

  #sign(payload: string): string {
    return createHmac('sha256', this.#secret).update(payload).digest('base64url');
  }

  /**
   * A new token: `<issue time, base 36>.<nonce: 32 hex digits>.<HMAC-SHA-256, base64url>`. The nonce is a version 4
   * UUID's 122 random bits without its dashes: the runtime draws UUIDs from a batch of entropy it refills, where
   * `randomBytes` asks for fresh bytes on every call, and every page served issues a token.
   * @param now the issue time in ms since the epoch (tests pass an earlier one)
   */
  issue(now: number = Date.now()): string {
    const payload = `${now.toString(36)}.${randomUUID().replaceAll('-', '')}`;
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
 * The anti-automation signals of one submission (decision 019):
 * - `honeypot`: the hidden field's value, as submitted
 * - `formToken`: the form's own token (the `formToken` field), which the form took when the visitor first
 *   interacted with it
 * - `pageToken`: the token of the `nl_form_token` cookie, issued with the page when the API served it
 */
export interface SubmissionSignals {
  honeypot?: string | undefined;
  formToken?: string | undefined;
  pageToken?: string | undefined;
}

/**
 * Judges a submission (decision 019). Records the single-use token's nonce in `form_token_use` inside the
 * caller's transaction, so a replay is caught even by another instance.
 *
 * @param tx the transaction the lead is stored in
 * @param signals the honeypot's value, the form's token and the page's token
 * @param now the submission time in ms since the epoch
 * @returns `{ spam, reason, automationSignal }`
 * @throws the driver's error when the database is unreachable (503 at the boundaries)
 */
export async function judgeSubmission(
  tx: EntityManager,
  tokens: FormTokens,
  signals: SubmissionSignals,
  now: number = Date.now(),
): Promise<SpamVerdict> {
  const first = prejudge(tokens, signals, now);
  if (first.nonce === undefined) return first.verdict;
  const inserted = await (tx as SqlEntityManager).execute<{ nonce: string }[]>(
    'insert into "form_token_use" ("nonce", "used_at") values (?, now()) on conflict do nothing returning "nonce"',
    [first.nonce],
  );
  if (inserted.length === 0) return { ...first.verdict, spam: true, reason: 'replayed-token' };
  return first.verdict;
}

/**
 * What the server can judge of a submission without the database (see {@link judgeSubmission}): the verdict,
 * and, when the single-use token is valid and young enough to count, its nonce, which must still be recorded as
 * used (a nonce already recorded makes the submission a replay, hence spam, whatever the verdict says).
 */
export interface Prejudgement {
  verdict: SpamVerdict;
  nonce?: string;
}

/** The verdict on a person's submission. */
const PERSON: SpamVerdict = { spam: false, reason: null, automationSignal: null };

/**
 * Judges the honeypot, the tokens' signatures and the fill time (decision 019):
 * - a filled honeypot is spam (`honeypot`);
 * - the single-use token is the form's own token, else the page's; a forged or malformed one, or one issued
 *   more than a minute in the future, is spam (`bad-token`);
 * - no token, or a single-use token older than a day, is a person's submission (a post without JavaScript from
 *   a page a cache served, an old tab);
 * - the fill time runs from the oldest valid token of the two (the page's when the API served the page, else
 *   the form's): under `minFillMs` the submission is a person's marked `too-fast`, never spam.
 */
export function prejudge(
  tokens: FormTokens,
  signals: SubmissionSignals,
  now: number = Date.now(),
): Prejudgement {
  if (signals.honeypot?.trim()) return { verdict: { ...PERSON, spam: true, reason: 'honeypot' } };
  const own = signals.formToken?.trim();
  const page = signals.pageToken?.trim();
  const single = own || page;
  if (!single) return { verdict: PERSON };
  const checked = tokens.check(single);
  if (!checked.valid) return { verdict: { ...PERSON, spam: true, reason: 'bad-token' } };
  const age = now - checked.issuedAt;
  if (age < -60_000) return { verdict: { ...PERSON, spam: true, reason: 'bad-token' } };
  if (age > FORM_TOKEN_MAX_AGE_MS) return { verdict: PERSON };
  let fillMs = age;
  if (own && page) {
    // The page's token only dates the page: a forged or stale one is ignored, never held against the visitor.
    const anchor = tokens.check(page);
    if (anchor.valid) {
      const pageAge = now - anchor.issuedAt;
      if (pageAge >= 0 && pageAge <= FORM_TOKEN_MAX_AGE_MS) fillMs = Math.max(fillMs, pageAge);
    }
  }
  const verdict: SpamVerdict =
    fillMs < tokens.minFillMs ? { ...PERSON, automationSignal: 'too-fast' } : PERSON;
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

/** The attribution columns as an SQL query reads them (their column names), all null when unknown. */
export interface AttributionRow {
  landing_page: string | null;
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  gclid: string | null;
}

/** Attribution as an {@link AttributionRow} (the columns' names): each present, non-blank field, else null. */
export function attributionRowOf(attribution: Attribution | undefined): AttributionRow {
  const columns = attributionColumns(attribution);
  return {
    landing_page: columns.landingPage,
    referrer_host: columns.referrerHost,
    utm_source: columns.utmSource,
    utm_medium: columns.utmMedium,
    utm_campaign: columns.utmCampaign,
    utm_term: columns.utmTerm,
    utm_content: columns.utmContent,
    gclid: columns.gclid,
  };
}

/** The {@link AttributionColumns} of a row an SQL query read. */
export function attributionOfRow(row: AttributionRow): AttributionColumns {
  return {
    landingPage: row.landing_page,
    referrerHost: row.referrer_host,
    utmSource: row.utm_source,
    utmMedium: row.utm_medium,
    utmCampaign: row.utm_campaign,
    utmTerm: row.utm_term,
    utmContent: row.utm_content,
    gclid: row.gclid,
  };
}

/**
 * The attribution columns' values in their table order (`landing_page`, `referrer_host`, `utm_source`,
 * `utm_medium`, `utm_campaign`, `utm_term`, `utm_content`, `gclid`): the parameters of an insert that lists the
 * columns in that order.
 */
export function attributionParams(attribution: AttributionColumns): (string | null)[] {
  return [
    attribution.landingPage,
    attribution.referrerHost,
    attribution.utmSource,
    attribution.utmMedium,
    attribution.utmCampaign,
    attribution.utmTerm,
    attribution.utmContent,
    attribution.gclid,
  ];
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

/** What the lead-capture side of a submission needs (decision 003, decision 019). */
export interface LeadCaptureDeps {
  /** Checks the form token. */
  formTokens: FormTokens;
  /** The token of the page's `nl_form_token` cookie, when the request carried one: it dates the page. */
  pageToken?: string | undefined;
  /** The request's checked `Idempotency-Key`, or undefined. */
  idempotencyKey: string | undefined;
  /**
   * The app's clock (`ctx.clock`): the time the lead is stamped with (its submission, its arrival in the inbox, its
   * notifications), the time the first-response clock and the desk read; the wall clock when absent.
   */
  clock?: (() => Date) | undefined;
  /**
   * The time the form tokens are judged at, in ms since the epoch: the wall clock by default, the clock that
   * issues them, so a fill time is measured on one clock whatever the app's clock says (tests pass another).
   */
  now?: number;
  /** The lead notifications' outbox: which channels to write rows for, and the worker to wake. */
  notifier?: LeadNotices | undefined;
  /** Judges a contact request's quality (leads/lead-quality.ts); inline when absent. */
  judge?: LeadJudge | undefined;
}

/** The outcome of storing a lead: the answer, whether it was replayed, and the spam verdict. */
export interface LeadOutcome<T> {
  response: T;
  /** True when an earlier request with the same idempotency key was answered again and nothing stored. */
  replayed: boolean;
  /** Why the lead was filed as spam; null for a person, and for a replay. */
  spamReason: SpamReason | null;
  /** The soft sign the lead was marked possibly automated for; null when none, and for a replay. */
  automationSignal: AutomationSignal | null;
  /**
   * Whether a staff member was available when the lead was stored (read by the lead's own statement): the
   * assignment after the commit runs only then; a lead stored while nobody was waits for the sweep. False for a
   * replay (nothing new to assign).
   */
  staffAvailable: boolean;
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
