/**
 * Newsletter consent you can prove (CASL, Canada's Anti-Spam Legislation, which puts the burden
 * of proving consent on the sender; docs/decisions/006-newsletter-consent.md): double opt-in with a signed link,
 * a consent history that is appended to and never overwritten, and a one-click unsubscribe (RFC 8058).
 *
 * - A signup stores the subscription as `pending` with a `requested` event (newsletter/newsletter.ts).
 * - {@link NewsletterConsentKeys.confirmationUrl} gives the link that confirms it; until the notification outbox
 *   emails it, nothing sends it and the API never answers with it.
 * - {@link confirmSubscription} (`POST /api/newsletter/confirm`, the button of the link's page) makes it `confirmed`
 *   with a `confirmed` event; opening the link only shows the page.
 * - {@link unsubscribe} (`POST /api/newsletter/unsubscribe`, token in the query or the form) makes it
 *   `unsubscribed` with an `unsubscribed` event.
 *
 * Tokens carry the subscription id, what they are for and when they were issued, signed with HMAC-SHA256; no email
 * address. Every event keeps the time, the page, the consent wording and an HMAC-SHA256 of the client IP with a
 * server secret (the IP itself is never stored or logged). Nothing here logs.
 */
import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from 'node:crypto';
import { type EntityManager, LockMode } from '@mikro-orm/core';
import { blogPage, newsletterConsentPages } from '@northline/content';
import { type ConsentEventKind, NewsletterConsentEvent } from '../db/newsletter-consent-event.entity.ts';
import { NewsletterSubscription } from '../db/newsletter-subscription.entity.ts';

/** How long a confirmation link works: `newsletterConsentPages.confirmLinkDays` (7 days), in milliseconds. */
export const CONFIRM_TOKEN_MAX_AGE_MS = newsletterConsentPages.confirmLinkDays * 24 * 60 * 60 * 1000;

/** The REST paths of the links (the API's own pages until the site has some). */
export const NEWSLETTER_CONFIRM_PATH = '/api/newsletter/confirm';
export const NEWSLETTER_UNSUBSCRIBE_PATH = '/api/newsletter/unsubscribe';

/** What a token is for: confirming a signup, or unsubscribing. */
export type TokenPurpose = 'confirm' | 'unsubscribe';

const PURPOSE_CODE: Record<TokenPurpose, string> = { confirm: 'c', unsubscribe: 'u' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A checked token: the subscription it names, or why it is refused. */
export type TokenCheck =
  | { valid: true; subscriptionId: string; issuedAt: number }
  | { valid: false; reason: 'malformed' | 'bad-signature' | 'expired' };

/**
 * The keys of the consent records: signs and checks the links' tokens, and hashes client IPs. Both keys are derived
 * from one secret (`NEWSLETTER_TOKEN_SECRET`), so links keep working across restarts and IP hashes stay
 * comparable only when the secret is set; a random secret per process is right for tests and a first look only.
 */
export class NewsletterConsentKeys {
  /** The derived keys, imported once (a raw Buffer is imported again on every HMAC). */
  readonly #tokenKey: KeyObject;
  readonly #ipKey: KeyObject;
  readonly #siteUrl: string;

  /**
   * @param secret the server secret (`NEWSLETTER_TOKEN_SECRET`, 32+ characters)
   * @param siteUrl the site's origin without a trailing slash (`SITE_URL`), which the links start with
   */
  constructor(secret: string | Buffer, siteUrl: string) {
    const derive = (label: string) => createSecretKey(createHmac('sha256', secret).update(label).digest());
    this.#tokenKey = derive('northline newsletter token');
    this.#ipKey = derive('northline newsletter ip hash');
    this.#siteUrl = siteUrl.replace(/\/+$/, '');
  }

  #sign(payload: string): string {
    return createHmac('sha256', this.#tokenKey).update(payload).digest('base64url');
  }

  /**
   * A signed token: `<c|u>.<subscription id>.<issued at, ms base 36>.<HMAC-SHA256 base64url>`.
   *
   * @param purpose 'confirm' or 'unsubscribe'
   * @param subscriptionId the subscription's uuid
   * @param now the issue time in ms since the epoch
   */
  token(purpose: TokenPurpose, subscriptionId: string, now: number = Date.now()): string {
    const payload = `${PURPOSE_CODE[purpose]}.${subscriptionId}.${now.toString(36)}`;
    return `${payload}.${this.#sign(payload)}`;
  }

  /**
   * Checks a token for `purpose` (constant-time signature comparison). A confirmation token expires after
   * {@link CONFIRM_TOKEN_MAX_AGE_MS}; an unsubscribe token never does (CASL: the mechanism must keep working).
   */
  check(token: string, purpose: TokenPurpose, now: number = Date.now()): TokenCheck {
    const parts = token.split('.');
    if (parts.length !== 4) return { valid: false, reason: 'malformed' };
    const [code = '', subscriptionId = '', issued = '', signature = ''] = parts;
    const issuedAt = Number.parseInt(issued, 36);
    if (code !== PURPOSE_CODE[purpose] || !UUID.test(subscriptionId) || !/^[0-9a-z]{1,12}$/.test(issued)) {
      return { valid: false, reason: 'malformed' };
    }
    const expected = Buffer.from(this.#sign(`${code}.${subscriptionId}.${issued}`));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      return { valid: false, reason: 'bad-signature' };
    }
    if (purpose === 'confirm' && now - issuedAt > CONFIRM_TOKEN_MAX_AGE_MS) {
      return { valid: false, reason: 'expired' };
    }
    return { valid: true, subscriptionId, issuedAt };
  }

  /**
   * The confirmation link of a subscription: `<SITE_URL>/api/newsletter/confirm?token=…`. The notification outbox
   * emails it; nothing else may show it (it proves the visitor reads that inbox).
   */
  confirmationUrl(subscriptionId: string, now: number = Date.now()): string {
    return `${this.#siteUrl}${NEWSLETTER_CONFIRM_PATH}?token=${this.token('confirm', subscriptionId, now)}`;
  }

  /** The unsubscribe link every newsletter carries (and its `List-Unsubscribe` header, RFC 8058). */
  unsubscribeUrl(subscriptionId: string, now: number = Date.now()): string {
    return `${this.#siteUrl}${NEWSLETTER_UNSUBSCRIBE_PATH}?token=${this.token('unsubscribe', subscriptionId, now)}`;
  }

  /**
   * The keyed hash of a client IP kept with each consent event: HMAC-SHA256, hex (64 characters). With the secret
   * one can check whether a given IP made a request; the IP cannot be read back.
   */
  hashIp(ip: string): string {
    return createHmac('sha256', this.#ipKey).update(ip).digest('hex');
  }
}

/** Where a consent step happened: the page (path only, never a query) and the client's IP. */
export interface ConsentContext {
  /** Path of the page, e.g. '/blog', or null when unknown. */
  sourcePage: string | null;
  /** The client IP as the server sees it; only its keyed hash is stored. */
  ip: string;
  /** When it happened. */
  at: Date;
}

/**
 * Appends a consent event to a subscription's history (never updates or deletes one).
 *
 * @param tx the transaction the subscription's change is made in
 * @param consentText the wording the visitor agreed to, or the action's wording for an unsubscription
 */
export function recordConsentEvent(
  tx: EntityManager,
  keys: NewsletterConsentKeys,
  subscription: NewsletterSubscription,
  event: ConsentEventKind,
  consentText: string,
  context: ConsentContext,
): NewsletterConsentEvent {
  return tx.create(NewsletterConsentEvent, {
    subscription,
    event,
    at: context.at,
    sourcePage: context.sourcePage,
    ipHash: keys.hashIp(context.ip),
    consentText,
  });
}

/**
 * What a confirmation or unsubscribe link did:
 * - `confirmed` / `unsubscribed`: the status changed now (an event was recorded);
 * - `already-confirmed` / `already-unsubscribed`: nothing to change (no event);
 * - `invalid`: the token is malformed, forged, expired, for the other purpose, names no subscription, or asks to
 *   confirm a subscription that was unsubscribed since (a new signup sends a new link).
 */
export type ConsentLinkOutcome =
  | {
      outcome: 'confirmed' | 'already-confirmed' | 'unsubscribed' | 'already-unsubscribed';
      subscriptionId: string;
    }
  | { outcome: 'invalid'; reason: 'malformed' | 'bad-signature' | 'expired' | 'unknown' | 'unsubscribed' };

/**
 * Confirms a pending subscription from its emailed link (double opt-in, CASL).
 *
 * @param em a request-scoped entity manager
 * @param token the link's `token`
 * @param context the page ('/api/newsletter/confirm'), the client IP and the time
 * @returns the outcome; the status change and its `confirmed` event are stored in one transaction
 * @throws the driver's error when the database is unreachable (503 at the boundaries)
 */
export async function confirmSubscription(
  em: EntityManager,
  keys: NewsletterConsentKeys,
  token: string,
  context: ConsentContext,
): Promise<ConsentLinkOutcome> {
  const checked = keys.check(token, 'confirm', context.at.getTime());
  if (!checked.valid) return { outcome: 'invalid', reason: checked.reason };
  return em.transactional(async (tx) => {
    const subscription = await tx.findOne(
      NewsletterSubscription,
      { id: checked.subscriptionId },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!subscription) return { outcome: 'invalid', reason: 'unknown' } as const;
    if (subscription.status === 'confirmed') {
      return { outcome: 'already-confirmed', subscriptionId: subscription.id } as const;
    }
    if (subscription.status === 'unsubscribed')
      return { outcome: 'invalid', reason: 'unsubscribed' } as const;
    subscription.status = 'confirmed';
    recordConsentEvent(tx, keys, subscription, 'confirmed', subscription.consentText, context);
    await tx.flush();
    return { outcome: 'confirmed', subscriptionId: subscription.id } as const;
  });
}

/**
 * Unsubscribes from a newsletter's link (one click, RFC 8058 `List-Unsubscribe-Post`; CASL: withdrawal takes
 * effect without cost or delay). Works from any status; a pending signup is withdrawn too.
 *
 * @param em a request-scoped entity manager
 * @param token the link's `token`
 * @param context the page ('/api/newsletter/unsubscribe'), the client IP and the time
 * @returns the outcome; the status change and its `unsubscribed` event are stored in one transaction
 * @throws the driver's error when the database is unreachable (503 at the boundaries)
 */
export async function unsubscribe(
  em: EntityManager,
  keys: NewsletterConsentKeys,
  token: string,
  context: ConsentContext,
): Promise<ConsentLinkOutcome> {
  const checked = keys.check(token, 'unsubscribe', context.at.getTime());
  if (!checked.valid) return { outcome: 'invalid', reason: checked.reason };
  return em.transactional(async (tx) => {
    const subscription = await tx.findOne(
      NewsletterSubscription,
      { id: checked.subscriptionId },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!subscription) return { outcome: 'invalid', reason: 'unknown' } as const;
    if (subscription.status === 'unsubscribed') {
      return { outcome: 'already-unsubscribed', subscriptionId: subscription.id } as const;
    }
    subscription.status = 'unsubscribed';
    recordConsentEvent(
      tx,
      keys,
      subscription,
      'unsubscribed',
      newsletterConsentPages.unsubscribe.text,
      context,
    );
    await tx.flush();
    return { outcome: 'unsubscribed', subscriptionId: subscription.id } as const;
  });
}

/** The consent wording a signup agrees to: the newsletter box's checkbox label, as shown. */
export const SIGNUP_CONSENT_TEXT = blogPage.newsletter.consentLabel;
