import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { contactApiMessages } from '@northline/content';
import type { ContactSubmission, ContactSubmitResponse } from '@northline/schemas';
import { frenchOrEnglish } from '../chat/language.ts';
import { PreparedStatement } from '../db/prepared.ts';
import { ANYONE_PRESENT_SQL, presentSince } from '../db/staff-presence.ts';
import { StatementBatches } from '../db/statement-batches.ts';
import {
  type AttributionRow,
  type AutomationSignal,
  attributionRowOf,
  fingerprint,
  type LeadCaptureDeps,
  type LeadOutcome,
  prejudge,
  replayStored,
  type SpamReason,
} from './lead-capture.ts';
import { inlineLeadJudge } from './lead-quality.ts';
import {
  CONTACT_LEAD_INPUT_COLUMNS,
  type ContactLeadFields,
  contactLeadCtes,
  contactLeadFields,
  LEAD_EVENTS_NOTIFIED,
} from './lead-rows.ts';

/** The idempotency scope of contact requests (keys are unique per scope). */
const SCOPE = 'contact.submit';

/**
 * Stores one lead (specification §3 "Contact request", §7 `POST /api/contact`): the contact request with its
 * first-touch attribution, the chat session it followed, and the spam verdict (honeypot, form and page tokens;
 * decision 019), exactly once per idempotency key. A submission with hard evidence of automation gets the answer a
 * person gets; its row is flagged `spam` and never notifies sales. A submission with only a soft sign
 * (`too-fast`) is stored, shown and notified, marked possibly automated. The lead joins the staff inbox with its
 * judged quality and its `lead.created` domain event, from which the alert dispatcher plans its alerts after the
 * commit (the transactional outbox); a lead that is not spam wakes the delivery worker.
 *
 * All of it is one SQL statement (decision 027), shared by the submissions that arrive while earlier ones are
 * being written (db/statement-batches.ts, decision 103: one statement, one commit, for up to
 * {@link CONTACT_BATCH_LIMIT} leads). Each submission is one row of the statement's `"input"`; data-modifying CTEs
 * claim each idempotency key (its row already holding the answer: the server makes the id and the time), record
 * each form token's nonce, and insert the `contact_request` rows, then their `lead` rows and `lead.created` events
 * (the CTEs of leads/lead-rows.ts, the one writer of those tables; the events through events/log.ts's CTEs), only
 * for the rows whose key was claimed. A key or a nonce twice in one batch is claimed by its first row, as if the
 * rows had come one after the other. A concurrent twin waits on the key's unique index and then finds it taken;
 * only a taken key costs a second query (the stored answer is replayed, or 422). The staff stream reads the event
 * (the inbox refetches). The entities (`ContactRequest`, `Lead`) own the schema; `test/lead-capture.test.ts` reads
 * the rows back.
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
  const row: ContactInputRow = {
    key: key ?? null,
    fingerprint: print,
    response,
    nonce: nonce ?? null,
    final_reason: verdict.reason,
    automation_signal: verdict.automationSignal,
    id,
    first_name: input.firstName,
    last_name: input.lastName,
    email: input.email,
    phone: input.phone,
    company: input.company,
    employees: input.employees,
    message: input.message ? input.message : null,
    source: input.source ? input.source : null,
    submitted_at: submittedAt.toISOString(),
    ...attributionRowOf(input.attribution),
    chat_session_id: input.chatSessionId ?? null,
    // Its inbox row and its event (leads/lead-rows.ts); the language of the message (chat/language.ts, decision
    // 096: no query; the detector reads only a message with a sign of French).
    ...contactLeadFields({
      id: randomUUID(),
      quality: judged.quality,
      rules: judged.rules,
      language: input.message ? frenchOrEnglish(input.message) : 'en',
    }),
  };
  const stored = await contactBatches.run(em, row);
  if (!stored && key !== undefined) {
    return {
      response: await replayStored<ContactSubmitResponse>(em, SCOPE, key, print),
      replayed: true,
      spamReason: null,
      automationSignal: null,
      staffAvailable: false,
    };
  }
  const spamReason = stored?.spam_reason ?? null;
  // The lead's webhook goes at once whatever its quality; its e-mail at once only when hot.
  if (!spamReason) {
    capture.notifier?.poke({ urgent: judged.quality === 'hot' });
  }
  return {
    response,
    replayed: false,
    spamReason,
    automationSignal: stored?.automation_signal ?? null,
    staffAvailable: stored?.staff_available === true,
  };
}

/** Most leads in one contact statement: far below a reader's page of the event log (a moment never spans two). */
export const CONTACT_BATCH_LIMIT = 64;

/**
 * Most contact statements running at once per database: two keep both cores of a small server busy while the
 * next batch gathers; a quiet server sends each lead at once.
 */
const CONTACT_STATEMENTS_IN_FLIGHT = 2;

/** One submission as a row of the contact statement's `"input"` (its columns, {@link CONTACT_INPUT_COLUMNS}). */
interface ContactInputRow extends ContactLeadFields, AttributionRow {
  /** The idempotency key, or null without one. */
  key: string | null;
  /** The body's fingerprint ('' without a key). */
  fingerprint: string;
  /** The answer stored with the key. */
  response: ContactSubmitResponse;
  /** The form token's nonce, recorded as used. */
  nonce: string | null;
  /** A spam reason decided before the statement (honeypot, bad token). */
  final_reason: SpamReason | null;
  automation_signal: AutomationSignal | null;
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  company: string;
  employees: string;
  message: string | null;
  source: string | null;
  /** ISO 8601. */
  submitted_at: string;
  chat_session_id: string | null;
}

/** The `"input"` columns and their SQL types (`ord`: the row's index in the batch). */
const CONTACT_INPUT_COLUMNS = `"ord" int, "key" text, "fingerprint" text, "response" jsonb, "nonce" text,
  "final_reason" text, "automation_signal" text, "id" uuid, "first_name" text, "last_name" text, "email" text,
  "phone" text, "company" text, "employees" text, "message" text, "source" text, "submitted_at" timestamptz,
  "landing_page" text, "referrer_host" text, "utm_source" text, "utm_medium" text, "utm_campaign" text,
  "utm_term" text, "utm_content" text, "gclid" text, "chat_session_id" text, ${CONTACT_LEAD_INPUT_COLUMNS}`;

/**
 * The one contact statement, whitespace folded; two parameters: the input rows (a JSON array) and the presence
 * cut-off (db/staff-presence.ts). A row's key is claimed by the first row of the batch that holds it (`"claim"`),
 * its nonce likewise (`"used"`), and only claimed rows are written.
 */
const CONTACT_SQL = `with "input" as (
    select * from jsonb_to_recordset(cast(? as jsonb)) as x(${CONTACT_INPUT_COLUMNS})
  ),
  "claim" as (
    insert into "idempotency_record" ("scope", "key", "fingerprint", "response", "created_at")
    select distinct on (i."key") '${SCOPE}', i."key", i."fingerprint", i."response", now()
    from "input" i where i."key" is not null order by i."key", i."ord"
    on conflict do nothing returning "key"
  ),
  "claimed" as (
    select i.* from "input" i
    where i."key" is null or (exists (select 1 from "claim" c where c."key" = i."key")
      and i."ord" = (select min(j."ord") from "input" j where j."key" = i."key"))
  ),
  "used" as (
    insert into "form_token_use" ("nonce", "used_at")
    select distinct on (c."nonce") c."nonce", now() from "claimed" c where c."nonce" is not null
    order by c."nonce", c."ord"
    on conflict do nothing returning "nonce"
  ),
  "verdict" as (
    select c.*, c."nonce" is not null and not (exists (select 1 from "used" u where u."nonce" = c."nonce")
      and c."ord" = (select min(d."ord") from "claimed" d where d."nonce" = c."nonce")) as "replayed_token"
    from "claimed" c
  ),
  "request" as (
    insert into "contact_request" ("id", "first_name", "last_name", "email", "phone", "company", "employees",
      "message", "source", "submitted_at", "landing_page", "referrer_host", "utm_source", "utm_medium",
      "utm_campaign", "utm_term", "utm_content", "gclid", "chat_session_id", "spam", "spam_reason",
      "automation_signal")
    select v."id", v."first_name", v."last_name", v."email", v."phone", v."company", v."employees", v."message",
      v."source", v."submitted_at", v."landing_page", v."referrer_host", v."utm_source", v."utm_medium",
      v."utm_campaign", v."utm_term", v."utm_content", v."gclid", v."chat_session_id",
      v."final_reason" is not null or v."replayed_token",
      coalesce(v."final_reason", case when v."replayed_token" then 'replayed-token' end),
      v."automation_signal"
    from "verdict" v order by v."ord"
    returning "id", "submitted_at", "spam", "spam_reason", "automation_signal"
  ),
  ${contactLeadCtes()}
  select i."ord", r."spam_reason", r."automation_signal", ${ANYONE_PRESENT_SQL} as "staff_available",
    ${LEAD_EVENTS_NOTIFIED} as "events_notified"
  from "request" r join "input" i on i."id" = r."id"`.replace(/\s+/g, ' ');

/**
 * The contact statement's batches (one statement per batch; prepared once per connection, db/prepared.ts). One
 * statement needs no BEGIN/COMMIT: a connection the server kills under it is closed and dropped by the pool
 * (db/orm.ts `closeOnFatalError`; test/database-timeouts.test.ts).
 */
const contactBatches = new StatementBatches<
  ContactInputRow,
  {
    ord: number;
    spam_reason: SpamReason | null;
    automation_signal: AutomationSignal | null;
    staff_available: boolean;
  }
>({
  statement: new PreparedStatement('contact_submit_batch', CONTACT_SQL),
  limit: CONTACT_BATCH_LIMIT,
  inFlight: CONTACT_STATEMENTS_IN_FLIGHT,
  params: (rows) => {
    // Presence as of the batch's latest submission.
    const latest = Math.max(...rows.map((row) => Date.parse(row.submitted_at)));
    return [JSON.stringify(rows.map((row, ord) => ({ ord, ...row }))), presentSince(new Date(latest))];
  },
});
