/**
 * The contact statement's batches (docs/decisions/103-contact-leads-written-in-batches.md): submissions that
 * arrive while earlier ones are being written share one statement, and every rule of a single submission holds
 * inside a batch (one lead per idempotency key, one use per form token, one refused row costing the others
 * nothing).
 */
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../src/errors.ts';
import { CONTACT_BATCH_LIMIT, submitContactRequest } from '../src/leads/contact.ts';
import { FormTokens, type LeadCaptureDeps } from '../src/leads/lead-capture.ts';
import { leadApp, uniqueEmail, validLead } from './helper.ts';

const tokens = new FormTokens('a-test-secret-of-at-least-32-characters!', 2000);

let app: FastifyInstance;
let sql: pg.Client;

beforeAll(async () => {
  ({ app, sql } = await leadApp());
});

const capture = (overrides: Partial<LeadCaptureDeps> = {}): LeadCaptureDeps => ({
  formTokens: tokens,
  idempotencyKey: undefined,
  ...overrides,
});

/**
 * `count` submissions started in the same tick, after two others of their own: those two take the statements that
 * go at once, so the `count` wait together and share the next batch.
 */
async function together<T>(
  count: number,
  submit: (index: number) => Promise<T>,
): Promise<PromiseSettledResult<T>[]> {
  const ahead = Array.from({ length: 2 }, () =>
    submitContactRequest(app.db.statements(), { ...validLead, email: uniqueEmail('ahead') }, capture()),
  );
  const outcomes = await Promise.allSettled(Array.from({ length: count }, (_, index) => submit(index)));
  await Promise.all(ahead);
  return outcomes;
}

describe('contact submissions that arrive together', () => {
  it('are written in fewer statements than leads, each lead with its request and its one event', async () => {
    const emails = Array.from({ length: 30 }, (_, index) => uniqueEmail(`batch${index}`));
    const outcomes = await together(emails.length, (index) =>
      submitContactRequest(app.db.statements(), { ...validLead, email: emails[index] ?? '' }, capture()),
    );
    expect(outcomes.every((outcome) => outcome.status === 'fulfilled')).toBe(true);
    const { rows } = await sql.query<{ email: string; events: string; moment: string }>(
      `select c."email", count(e."id")::text as "events", min(e."moment")::text as "moment"
       from "contact_request" c join "lead" l on l."contact_request_id" = c."id"
       join "domain_event" e on e."lead_id" = l."id" and e."type" = 'lead.created'
       where c."email" = any($1) group by c."email"`,
      [emails],
    );
    expect(rows.map((row) => row.email).sort()).toEqual([...emails].sort());
    expect(rows.every((row) => row.events === '1')).toBe(true);
    // A moment is one transaction: leads that share one were written by one statement.
    const moments = new Map<string, number>();
    for (const row of rows) moments.set(row.moment, (moments.get(row.moment) ?? 0) + 1);
    expect(moments.size).toBeLessThan(emails.length);
    expect(Math.max(...moments.values())).toBeLessThanOrEqual(CONTACT_BATCH_LIMIT);
  });

  it('store one lead for one idempotency key, and answer every twin with it', async () => {
    const email = uniqueEmail('batchkey');
    const outcomes = await together(10, () =>
      submitContactRequest(
        app.db.statements(),
        { ...validLead, email },
        capture({ idempotencyKey: `key-${email}` }),
      ),
    );
    const answers = outcomes.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : null));
    expect(answers.every((answer) => answer !== null)).toBe(true);
    expect(answers.filter((answer) => answer?.replayed === false)).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer?.response.id)).size).toBe(1);
    const { rows } = await sql.query('select 1 from "contact_request" where "email" = $1', [email]);
    expect(rows).toHaveLength(1);
  });

  it('refuse a key reused with another body (422) and store only the first', async () => {
    const email = uniqueEmail('batchreuse');
    const outcomes = await together(10, (index) =>
      submitContactRequest(
        app.db.statements(),
        { ...validLead, email, company: `Company ${index}` },
        capture({ idempotencyKey: `key-${email}` }),
      ),
    );
    const stored = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(stored).toHaveLength(1);
    expect(refused).toHaveLength(9);
    for (const outcome of refused) {
      expect(outcome.reason).toBeInstanceOf(DomainError);
      expect((outcome.reason as DomainError).kind).toBe('unprocessable');
    }
    const { rows } = await sql.query('select 1 from "contact_request" where "email" = $1', [email]);
    expect(rows).toHaveLength(1);
  });

  it('accept a form token once: every other use of it is filed as spam', async () => {
    const formToken = tokens.issue(Date.now() - 5000);
    const emails = Array.from({ length: 10 }, (_, index) => uniqueEmail(`batchtoken${index}`));
    const outcomes = await together(emails.length, (index) =>
      submitContactRequest(
        app.db.statements(),
        { ...validLead, email: emails[index] ?? '', formToken },
        capture(),
      ),
    );
    expect(outcomes.every((outcome) => outcome.status === 'fulfilled')).toBe(true);
    const { rows } = await sql.query<{ spam: boolean; spam_reason: string | null }>(
      'select "spam", "spam_reason" from "contact_request" where "email" = any($1)',
      [emails],
    );
    expect(rows).toHaveLength(10);
    expect(rows.filter((row) => !row.spam)).toHaveLength(1);
    expect(rows.filter((row) => row.spam_reason === 'replayed-token')).toHaveLength(9);
  });

  it('store every other lead of a batch when the database refuses one row', async () => {
    const emails = Array.from({ length: 10 }, (_, index) => uniqueEmail(`batchrefused${index}`));
    const outcomes = await together(emails.length, (index) =>
      submitContactRequest(
        app.db.statements(),
        // The validation bounds a first name at 100 characters; the column refuses a longer one.
        {
          ...validLead,
          email: emails[index] ?? '',
          firstName: index === 7 ? 'x'.repeat(101) : validLead.firstName,
        },
        capture(),
      ),
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual(
      emails.map((_, index) => (index === 7 ? 'rejected' : 'fulfilled')),
    );
    const { rows } = await sql.query<{ email: string }>(
      'select "email" from "contact_request" where "email" = any($1)',
      [emails],
    );
    expect(rows.map((row) => row.email).sort()).toEqual(emails.filter((_, index) => index !== 7).sort());
  });
});
