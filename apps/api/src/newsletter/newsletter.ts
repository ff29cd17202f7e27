import { randomUUID } from 'node:crypto';
import { type EntityManager, LockMode } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { newsletterApiMessages } from '@northline/content';
import type { NewsletterSubmission } from '@northline/schemas';
import { Lead } from '../db/lead.entity.ts';
import { type NewsletterStatus, NewsletterSubscription } from '../db/newsletter-subscription.entity.ts';
import { appendEvent } from '../events/log.ts';
import {
  type AutomationSignal,
  attributionColumns,
  judgeSubmission,
  type LeadCaptureDeps,
  runOnce,
  type SpamReason,
} from '../leads/lead-capture.ts';
import { recordLead } from '../leads/lead-rows.ts';
import { pagePath } from '../visitor-text.ts';
import { type NewsletterConsentKeys, recordConsentEvent, SIGNUP_CONSENT_TEXT } from './newsletter-consent.ts';

/** The answer of a subscription: its id and the message the success toast may show. */
export interface NewsletterSubscribeResult {
  id: string;
  message: string;
}

/**
 * The outcome of {@link subscribeToNewsletter}: the answer, whether it was replayed, the spam verdict, and the
 * subscription's status afterwards (null on a replay, which changed nothing).
 */
export interface NewsletterSubscribeOutcome {
  response: NewsletterSubscribeResult;
  replayed: boolean;
  spamReason: SpamReason | null;
  /** The soft sign the signup was marked possibly automated for (decision 019); null when none. */
  automationSignal: AutomationSignal | null;
  status: NewsletterStatus | null;
}

/** Where a signup came from, for its consent record (CASL). */
export interface SignupConsentDeps {
  /** Signs links and hashes IPs. */
  keys: NewsletterConsentKeys;
  /** The client IP as the server sees it; only its keyed hash is stored. */
  ip: string;
  /** Path of the request's `Referer` (the page with the form), when the browser sent one. */
  refererPath: string | null;
}

/**
 * Signs an email up for the newsletter with the visitor's express consent (CASL: an unticked box the
 * visitor ticks; double opt-in, docs/decisions/006).
 *
 * - A new address is stored as `pending` (it becomes `confirmed` only through the emailed link,
 *   newsletter/newsletter-consent.ts), with the latest consent wording and time and first-touch attribution.
 * - Every signup by a person appends a `requested` event to the consent history: time, source page (the
 *   `Referer` path, else the attribution's landing page, paths only), a keyed hash of the client IP, and the exact
 *   checkbox text shown (`blogPage.newsletter.consentLabel`). A signup after unsubscribing makes it `pending`
 *   again; a confirmed subscription stays confirmed.
 * - A suspected bot gets the answer a person gets: a new address is stored flagged `spam` (with its `requested`
 *   event); an existing subscription is left as it is.
 * - Concurrent signups of one address are all answered, with one row: the row is inserted with
 *   `on conflict do nothing`, and the others lock and update the winner's row once it is committed.
 * - Once per idempotency key.
 *
 * The answer never contains the confirmation link: a person's signup (not a suspected bot's) of a pending address
 * appends `newsletter.confirmation_requested`, from which the alert dispatcher writes the e-mail that carries it,
 * when SMTP is configured; a repeat within a day sends none (delivery/event-emails.ts `confirmationResend`).
 *
 * @param em a request-scoped entity manager
 * @param input `{ email, consent: true, website?, formToken?, attribution? }`, validated by `newsletterSubmissionSchema`
 * @param capture the form tokens and the idempotency key
 * @param consent the consent keys, the client IP and the Referer path
 * @param now the time of the signup (the app's clock); the form tokens are judged at `capture.now`, else the wall
 *   clock that issued them
 * @throws DomainError 'unprocessable' (422) for a key reused with another body; the driver's error when the
 *   database is unreachable (503 at the boundaries)
 */
export async function subscribeToNewsletter(
  em: EntityManager,
  input: NewsletterSubmission,
  capture: LeadCaptureDeps,
  consent: SignupConsentDeps,
  now: Date = new Date(),
): Promise<NewsletterSubscribeOutcome> {
  let spamReason: SpamReason | null = null;
  let automationSignal: AutomationSignal | null = null;
  let status: NewsletterStatus | null = null;
  const { result, replayed } = await runOnce(
    em,
    'newsletter.subscribe',
    capture.idempotencyKey,
    input,
    async (tx) => {
      const verdict = await judgeSubmission(
        tx,
        capture.formTokens,
        { honeypot: input.website, formToken: input.formToken, pageToken: capture.pageToken },
        capture.now ?? Date.now(),
      );
      spamReason = verdict.reason;
      automationSignal = verdict.automationSignal;
      const email = input.email.toLowerCase();
      const inserted = await (tx as SqlEntityManager)
        .createQueryBuilder(NewsletterSubscription)
        .insert({
          id: randomUUID(),
          email,
          consentText: SIGNUP_CONSENT_TEXT,
          consentedAt: now,
          createdAt: now,
          status: 'pending',
          ...attributionColumns(input.attribution),
          spam: verdict.spam,
          spamReason: verdict.reason,
          automationSignal: verdict.automationSignal,
        })
        .onConflict('email')
        .ignore()
        .execute('run');
      const created = inserted.affectedRows > 0;
      const subscription = await tx.findOneOrFail(
        NewsletterSubscription,
        { email },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      /** The inbox row a new signup adds (its `lead.created` event follows the flush, which gives it an id). */
      let newLead: Lead | undefined;
      /** The signup's lead when its address is to be asked to confirm (the request's event follows the flush). */
      let confirming: Lead | undefined;
      if (created || !verdict.spam) {
        if (!created) {
          subscription.consentText = SIGNUP_CONSENT_TEXT;
          subscription.consentedAt = now;
          if (subscription.status === 'unsubscribed') subscription.status = 'pending';
        }
        recordConsentEvent(tx, consent.keys, subscription, 'requested', SIGNUP_CONSENT_TEXT, {
          sourcePage: consent.refererPath ?? pagePath(input.attribution?.landingPage),
          ip: consent.ip,
          at: now,
        });
        // A new signup joins the staff inbox; it sends no notification (decision 010: not a sales lead yet).
        const lead = created
          ? recordLead(
              tx,
              { kind: 'newsletter', row: subscription },
              {
                occurredAt: now,
                spam: verdict.spam,
                possiblyAutomated: verdict.automationSignal !== null,
              },
            )
          : await tx.findOne(Lead, { newsletterSubscription: subscription.id });
        if (lead && !verdict.spam && subscription.status === 'pending') confirming = lead;
        if (created && lead) newLead = lead;
      }
      await tx.flush();
      if (newLead) {
        await appendEvent(tx, {
          event: {
            type: 'lead.created',
            version: 1,
            payload: {
              kind: 'newsletter',
              quality: null,
              status: newLead.status,
              spam: newLead.spam,
              source: 'newsletter',
            },
          },
          leadId: newLead.id,
          at: now,
        });
      }
      if (confirming) {
        await appendEvent(tx, {
          event: {
            type: 'newsletter.confirmation_requested',
            version: 1,
            payload: { subscriptionId: subscription.id },
          },
          leadId: confirming.id,
          at: now,
        });
      }
      status = subscription.status;
      return { id: subscription.id, message: newsletterApiMessages.success };
    },
  );
  return {
    response: result,
    replayed,
    spamReason: replayed ? null : spamReason,
    automationSignal: replayed ? null : automationSignal,
    status: replayed ? null : status,
  };
}
