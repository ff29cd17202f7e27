/**
 * The delivery migration (Migration20261205100000_delivery) moves every row of the two outboxes it replaces into
 * `delivery` without loss: rows of every topic, channel, recipient and state, their ids, attempts, times and
 * errors; and its down migration gives back the very rows it took.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openOrm } from '../src/db/orm.ts';
import { createTestDatabase, sqlClient } from './helper.ts';

const BEFORE = 'Migration20261204140000_model_budget';

const at = (minute: number) => new Date(Date.UTC(2026, 11, 4, 12, minute));

/** A state of an outbox row and the columns that go with it. */
const STATES = [
  { status: 'pending', attempts: 0, locked: null, delivered: null, failed: null, error: null },
  { status: 'pending', attempts: 2, locked: null, delivered: null, failed: null, error: 'http 503' },
  { status: 'sending', attempts: 1, locked: at(40), delivered: null, failed: null, error: null },
  { status: 'delivered', attempts: 1, locked: null, delivered: at(20), failed: null, error: null },
  { status: 'failed', attempts: 10, locked: null, delivered: null, failed: at(50), error: 'smtp 451' },
] as const;

const NOTIFICATION_EVENTS = [
  'lead.created',
  'lead.hot',
  'lead.updated',
  'chat.emergency',
  'chat.handoff_requested',
  'chat.transcript',
  'chat.unseen_reply',
  'newsletter.confirm',
  'lead.sla_breached',
] as const;

/** Every kind, recipient and event a meeting message is written with. */
const MEETING_MESSAGES = [
  ['request', 'visitor', 'meeting.booked'],
  ['request', 'consultant', 'meeting.booked'],
  ['request', 'visitor', 'meeting.rescheduled'],
  ['request', 'consultant', 'meeting.rescheduled'],
  ['cancel', 'visitor', 'meeting.cancelled'],
  ['cancel', 'consultant', 'meeting.cancelled'],
  ['reminder', 'visitor', 'meeting.reminder'],
  ['reminder', 'consultant', 'meeting.reminder'],
  ['webhook', 'webhook', 'meeting.booked'],
  ['webhook', 'webhook', 'meeting.rescheduled'],
  ['webhook', 'webhook', 'meeting.cancelled'],
] as const;

const MEETING_STATES = [
  ...STATES.map((state) => ({ ...state, failed: null })),
  {
    status: 'skipped',
    attempts: 1,
    locked: null,
    delivered: at(30),
    failed: null,
    error: null,
  },
] as const;

describe('the delivery migration', () => {
  it('moves every notification and meeting message into delivery unchanged in meaning, and back down', async () => {
    const url = await createTestDatabase({ schema: 'empty' });
    const orm = await openOrm({ kind: 'postgresql', url });
    const sql = await sqlClient(url);
    try {
      await orm.migrator.up({ to: BEFORE });
      const contactId = randomUUID();
      const leadId = randomUUID();
      const staffId = randomUUID();
      const meetingId = randomUUID();
      await sql.query(
        `insert into contact_request (id, first_name, last_name, email, phone, company, employees, submitted_at, spam)
         values ($1, 'Ada', 'Moss', 'ada@harbourlaw.example', '416-555-0100', 'Harbour Law', '11-50', now(), false)`,
        [contactId],
      );
      await sql.query(
        `insert into lead (id, kind, contact_request_id, occurred_at, spam, status) values ($1, 'contact', $2, now(), false, 'new')`,
        [leadId, contactId],
      );
      await sql.query(
        `insert into staff_user (id, email, name, role, password_hash, created_at)
         values ($1, 'consultant@northline-it.example', 'Morgan Tremblay', 'sales', 'x', now())`,
        [staffId],
      );
      await sql.query(
        `insert into consultant (staff_user_id, bookable, updated_at) values ($1, true, now())`,
        [staffId],
      );
      await sql.query(
        `insert into meeting (id, consultant_staff_user_id, lead_id, starts_at, ends_at, booked_slot, status,
           visitor_name, visitor_email, ical_uid, sequence, manage_token_hash, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $4, 'booked', 'Ada Moss', 'ada@harbourlaw.example', $6, 1, $7, now(), now())`,
        [meetingId, staffId, leadId, at(0), at(30), `${meetingId}@meetings.northline-it`, 'a'.repeat(64)],
      );

      // Every event on both channels, each in a state of its own (a second `lead.updated` per channel: it repeats).
      let n = 0;
      for (const event of [...NOTIFICATION_EVENTS, 'lead.updated'] as const) {
        for (const channel of ['email', 'webhook'] as const) {
          const state = STATES[n % STATES.length] as (typeof STATES)[number];
          n += 1;
          await sql.query(
            `insert into notification (id, lead_id, event, channel, urgent, status, attempts, next_attempt_at,
               locked_until, delivered_at, failed_at, last_error, created_at, changes)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
            [
              randomUUID(),
              leadId,
              event,
              channel,
              n % 2 === 0,
              state.status,
              state.attempts,
              at(n),
              state.locked,
              state.delivered,
              state.failed,
              state.error,
              at(0),
              event === 'lead.updated' ? 'email,phone' : null,
            ],
          );
        }
      }
      let m = 0;
      for (const [kind, recipient, event] of MEETING_MESSAGES) {
        for (const state of MEETING_STATES) {
          m += 1;
          await sql.query(
            `insert into meeting_message (id, meeting_id, kind, recipient, event, sequence, status, attempts,
               next_attempt_at, locked_until, delivered_at, last_error, created_at)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
            [
              randomUUID(),
              meetingId,
              kind,
              recipient,
              event,
              m % 3,
              state.status,
              state.attempts,
              at(m % 60),
              state.locked,
              state.delivered,
              state.error,
              at(1),
            ],
          );
        }
      }
      const notifications = (await sql.query('select * from notification order by id')).rows;
      const messages = (await sql.query('select * from meeting_message order by id')).rows;
      expect(notifications).toHaveLength(20);
      expect(messages).toHaveLength(MEETING_MESSAGES.length * MEETING_STATES.length);

      await orm.migrator.up();
      const deliveries = (await sql.query('select * from delivery order by id')).rows;
      expect(deliveries).toHaveLength(notifications.length + messages.length);
      const byId = new Map(deliveries.map((row) => [row.id, row]));
      for (const row of notifications) {
        expect(byId.get(row.id)).toEqual({
          id: row.id,
          channel: row.channel,
          topic: row.event,
          lead_id: leadId,
          meeting_id: null,
          recipient: null,
          sequence: null,
          urgent: row.urgent,
          changes: row.changes,
          status: row.status,
          attempts: row.attempts,
          next_attempt_at: row.next_attempt_at,
          locked_until: row.locked_until,
          delivered_at: row.delivered_at,
          failed_at: row.failed_at,
          last_error: row.last_error,
          created_at: row.created_at,
          event_id: null,
          // Added by a later migration (a `crm.erase`'s HubSpot ids).
          payload: null,
        });
      }
      for (const row of messages) {
        expect(byId.get(row.id)).toEqual({
          id: row.id,
          channel: row.recipient === 'webhook' ? 'webhook' : 'email',
          topic: row.event,
          lead_id: null,
          meeting_id: meetingId,
          recipient: row.recipient === 'webhook' ? null : row.recipient,
          sequence: row.sequence,
          urgent: true,
          changes: null,
          status: row.status,
          attempts: row.attempts,
          next_attempt_at: row.next_attempt_at,
          locked_until: row.locked_until,
          delivered_at: row.delivered_at,
          failed_at: null,
          last_error: row.last_error,
          created_at: row.created_at,
          event_id: null,
          // Added by a later migration (a `crm.erase`'s HubSpot ids).
          payload: null,
        });
      }
      const { rows: tables } = await sql.query(
        `select table_name from information_schema.tables where table_name in ('notification', 'meeting_message')`,
      );
      expect(tables).toEqual([]);

      // Down: the very rows that went in.
      await orm.migrator.down({ to: BEFORE });
      expect((await sql.query('select * from notification order by id')).rows).toEqual(notifications);
      expect((await sql.query('select * from meeting_message order by id')).rows).toEqual(messages);
    } finally {
      await sql.end();
      await orm.close();
    }
  });

  it('stops before it copies anything when a meeting message’s kind does not follow from the rest', async () => {
    const url = await createTestDatabase({ schema: 'empty' });
    const orm = await openOrm({ kind: 'postgresql', url });
    const sql = await sqlClient(url);
    try {
      await orm.migrator.up({ to: BEFORE });
      await sql.query(
        `insert into staff_user (id, email, name, role, password_hash, created_at)
         values (gen_random_uuid(), 'c@northline-it.example', 'C', 'sales', 'x', now())`,
      );
      await sql.query(`alter table meeting_message drop constraint meeting_message_meeting_id_foreign`);
      await sql.query(
        `insert into meeting_message (id, meeting_id, kind, recipient, event, sequence, status, attempts,
           next_attempt_at, created_at)
         values (gen_random_uuid(), gen_random_uuid(), 'request', 'visitor', 'meeting.cancelled', 0, 'pending', 0, now(), now())`,
      );
      await expect(orm.migrator.up()).rejects.toThrow(/kind does not follow/);
      expect((await sql.query('select count(*)::int as n from meeting_message')).rows).toEqual([{ n: 1 }]);
    } finally {
      await sql.end();
      await orm.close();
    }
  });
});
