import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { contactApiMessages } from '@northline/content';
import type { ContactSubmission, ContactSubmitResponse } from '@northline/schemas';
import { frenchOrEnglish } from '../chat/language.ts';
import { PreparedStatement } from '../db/prepared.ts';
import { ANYONE_PRESENT_SQL, presentSince } from '../db/staff-presence.ts';
import {
  type AutomationSignal,
  attributionColumns,
  attributionParams,
  fingerprint,
  type LeadCaptureDeps,
  type LeadOutcome,
  prejudge,
  replayStored,
  type SpamReason,
} from './lead-capture.ts';
import { inlineLeadJudge } from './lead-quality.ts';
import { contactLeadCtes, contactLeadParams, LEAD_EVENTS_NOTIFIED } from './lead-rows.ts';

/** The idempotency scope of contact requests (keys are unique per scope). */
const SCOPE = 'contact.submit';

/**
 * Stores one lead (specification §3 "Contact request", §7 `POST /api/contact`): the contact request with its
 * first-touch attribution, the chat session it followed, and the spam verdict (honeypot, form and page tokens;
 * decision 019), exactly once per idempotency key. A submission with hard evidence of automation gets the answer a
 * person gets; its row is flagged `spam` and never notifies sales. A submission with only a soft sign
 * (`too-fast`) is stored, shown and notified, marked possibly automated. The lead joins the staff inbox with its
 * judged quality, and its notifications are written with it (the transactional outbox); a hot lead wakes the
 * worker at once.
 *
 * All of it is one SQL statement (decision 027): data-modifying CTEs claim the idempotency
 * key (its row already holding the answer: the server makes the id and the time), record the form token's nonce,
 * and insert the `contact_request`, then its `lead` row, its `notification` rows and its `lead.created` domain
 * event (the CTEs of leads/lead-rows.ts, the one writer of those tables; the event through events/log.ts's
 * CTEs, which take the log's lock), only when the key was claimed. A concurrent twin waits on the key's unique
 * index and then finds it taken; only a taken key costs a second query (the stored answer is replayed, or 422).
 * The staff stream reads the event (the inbox refetches). The
 * entities (`ContactRequest`, `Lead`, `Notification`) own the schema; `test/lead-capture.test.ts` and
 * `test/notifications.test.ts` read the rows back.
 *
 * @param em an entity manager for statements (`Database.statements()`: one SQL statement, no unit of work)
 * @param input a submission already validated by `contactSubmissionSchema`
 * @param capture the form tokens, the idempotency key, the notifier's channels, the lead-quality judge, the app's
 *   clock (the lead's time) and the time the tokens are judged at
 * @returns the answer (stored id, submittedAt ISO 8601, the success toast's message of §8), `replayed`, `spamReason`,
 *   `automationSignal` and `staffAvailable` (the statement also reads whether a staff member is present,
 *   db/staff-presence.ts, so the assignment after the commit costs no query while nobody is)
 * @throws DomainError 'unprocessable' (422) when the idempotency key was used with another body; the driver's
 *   error when the database is unreachable (503 at the boundaries)
 */
export async function submitContactRequest(
  em: EntityManager,
  input: ContactSubmission,
  capture: LeadCaptureDeps,
): Promise<LeadOutcome<ContactSubmitResponse>> {
  // The lead's time is the app's (the inbox's clocks read it); the tokens' ages are the wall clock's, which dated them.
  const submittedAt = capture.clock?.() ?? new Date();
  const now = capture.now ?? Date.now();
  const id = randomUUID();
  const judged = await (capture.judge ?? inlineLeadJudge).judge(input);
  const { verdict, nonce } = prejudge(
    capture.formTokens,
    { honeypot: input.website, formToken: input.formToken, pageToken: capture.pageToken },
    now,
  );
  const response: ContactSubmitResponse = {
    id,
    submittedAt: submittedAt.toISOString(),
    message: contactApiMessages.success,
  };
  const key = capture.idempotencyKey;
  const print = key === undefined ? '' : fingerprint(input);
  const attribution = attributionColumns(input.attribution);
  const finalReason = verdict.reason;
  const leadId = randomUUID();
  const params: unknown[] = [
    ...(key === undefined ? [] : [SCOPE, key, print, JSON.stringify(response)]),
    // "used": the token's nonce
    nonce ?? null,
    nonce ?? null,
    // "verdict": a final reason, else a replayed nonce (both spam); the soft sign either way
    finalReason,
    nonce ?? null,
    finalReason,
    finalReason,
    nonce ?? null,
    verdict.automationSignal,
    // "request": the contact request
    id,
    input.firstName,
    input.lastName,
    input.email,
    input.phone,
    input.company,
    input.employees,
    input.message ? input.message : null,
    input.source ? input.source : null,
    submittedAt,
    ...attributionParams(attribution),
    input.chatSessionId ?? null,
    // "lead_row" and "lead_event_*": its inbox row and its event (leads/lead-rows.ts); the alert dispatcher
    // (delivery/alert-dispatcher.ts) plans its alerts from the event
    // The language of the message (chat/language.ts, decision 096: no query; the detector reads only a message with
    // a sign of French).
    ...contactLeadParams({
      id: leadId,
      quality: judged.quality,
      rules: judged.rules,
      language: input.message ? frenchOrEnglish(input.message) : 'en',
      now: submittedAt,
    }),
    // the answer: whether anyone is present (db/staff-presence.ts)
    presentSince(submittedAt),
  ];
  // One statement, one round trip: no BEGIN/COMMIT needed (a connection the server kills under it is closed
  // and dropped by the pool, db/orm.ts `closeOnFatalError`; test/database-timeouts.test.ts). Prepared once per
  // connection (db/prepared.ts).
  const stored = await contactStatement(key !== undefined).run<{
    spam_reason: SpamReason | null;
    automation_signal: AutomationSignal | null;
    staff_available: boolean;
  }>(em, params);
  if (stored.length === 0 && key !== undefined) {
    return {
      response: await replayStored<ContactSubmitResponse>(em, SCOPE, key, print),
      replayed: true,
      spamReason: null,
      automationSignal: null,
      staffAvailable: false,
    };
  }
  const spamReason = stored[0]?.spam_reason ?? null;
  // The lead's webhook goes at once whatever its quality; its e-mail at once only when hot.
  if (!spamReason) {
    capture.notifier?.poke({ urgent: judged.quality === 'hot' });
  }
  return {
    response,
    replayed: false,
    spamReason,
    automationSignal: stored[0]?.automation_signal ?? null,
    staffAvailable: stored[0]?.staff_available === true,
  };
}

/** The statements of {@link submitContactRequest}, built and named once per key presence and channel list. */
const statements = new Map<string, PreparedStatement>();

/** The one statement of {@link submitContactRequest} (parameters in the order it builds them), whitespace folded. */
function contactStatement(withKey: boolean): PreparedStatement {
  const cacheKey = String(withKey);
  const cached = statements.get(cacheKey);
  if (cached) return cached;
  const claim = withKey
    ? `insert into "idempotency_record" ("scope", "key", "fingerprint", "response", "created_at")
       values (?, ?, ?, cast(? as jsonb), now()) on conflict do nothing returning 1`
    : 'select 1';
  const replayed = `(cast(? as text) is not null and not exists (select 1 from "used"))`;
  const statement = `with "claim" as (${claim}),
    "used" as (
      insert into "form_token_use" ("nonce", "used_at")
      select cast(? as text), now() where cast(? as text) is not null and exists (select 1 from "claim")
      on conflict do nothing returning 1
    ),
    "verdict" as (
      select
        case when cast(? as text) is not null then true when ${replayed} then true else false end as "spam",
        case when cast(? as text) is not null then cast(? as text) when ${replayed} then 'replayed-token'
          else null end as "spam_reason",
        cast(? as text) as "automation_signal"
    ),
    "request" as (
      insert into "contact_request" ("id", "first_name", "last_name", "email", "phone", "company", "employees",
        "message", "source", "submitted_at", "landing_page", "referrer_host", "utm_source", "utm_medium",
        "utm_campaign", "utm_term", "utm_content", "gclid", "chat_session_id", "spam", "spam_reason",
        "automation_signal")
      select ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, v."spam", v."spam_reason", v."automation_signal"
      from "verdict" v where exists (select 1 from "claim")
      returning "id", "submitted_at", "spam", "spam_reason", "automation_signal"
    ),
    ${contactLeadCtes()}
    select "spam_reason", "automation_signal", ${ANYONE_PRESENT_SQL} as "staff_available",
      ${LEAD_EVENTS_NOTIFIED} as "events_notified"
    from "request"`.replace(/\s+/g, ' ');
  const prepared = new PreparedStatement(`contact_submit_${statements.size + 1}`, statement);
  statements.set(cacheKey, prepared);
  return prepared;
}
