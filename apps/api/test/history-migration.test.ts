/**
 * The history migration (Migration20261205180000_history_in_event_log) keeps every row of `lead_status_change`,
 * `lead_assignment` and `lead_quality_change` as an event of the log, once: a row that already has its event adds
 * none (a lead's quality event takes the row's session, points, rules and message position), any other becomes an
 * event of moment 0 at the row's time. The backfill is history, not news: the alert dispatcher plans nothing for it.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openOrm } from '../src/db/orm.ts';
import { AlertDispatcher } from '../src/delivery/alert-dispatcher.ts';
import { createTestDatabase, sqlClient } from './helper.ts';

const BEFORE = 'Migration20261205170000_booking_on_by_default';

const RULES = [{ id: 'emergency', description: 'Reports an emergency', points: 50 }];

describe('the history migration', () => {
  it('backfills every history row without an event, once, at moment 0, and plans no alert for it', async () => {
    const url = await createTestDatabase({ schema: 'empty' });
    const orm = await openOrm({ kind: 'postgresql', url });
    const sql = await sqlClient(url);
    try {
      await orm.migrator.up({ to: BEFORE });
      const staff = [randomUUID(), randomUUID()];
      for (const [index, id] of staff.entries()) {
        await sql.query(
          `insert into staff_user (id, email, name, role, password_hash, created_at)
           values ($1, $2, $3, 'sales', 'x', now())`,
          [id, `rep${index}@northline-it.example`, `Rep ${index}`],
        );
      }
      const [rep0, rep1] = staff as [string, string];
      const sessionOfLead = `s-${randomUUID()}`;
      const sessionAlone = `s-${randomUUID()}`;
      for (const id of [sessionOfLead, sessionAlone]) {
        await sql.query(
          `insert into chat_session (id, created_at, updated_at, lead_quality, interested_services)
           values ($1, '2026-11-30T10:00:00Z', '2026-11-30T10:00:00Z', 'hot', '[]')`,
          [id],
        );
      }
      const leadId = randomUUID();
      await sql.query(
        `insert into lead (id, kind, chat_session_id, occurred_at, spam, status, owner_id, assigned_at)
         values ($1, 'chat', $2, '2026-11-30T10:01:00Z', false, 'qualified', $3, '2026-11-30T10:02:00Z')`,
        [leadId, sessionOfLead, rep1],
      );
      const event = async (
        type: string,
        payload: object,
        at: string,
        columns: { lead?: string; session?: string; actor?: string } = {},
      ) =>
        sql.query(
          `insert into domain_event (type, version, payload, audience, lead_id, session_id, actor_id, created_at)
           values ($1, 1, $2, 'staff', $3, $4, $5, $6)`,
          [
            type,
            JSON.stringify(payload),
            columns.lead ?? null,
            columns.session ?? null,
            columns.actor ?? null,
            at,
          ],
        );
      // Status: new → contacted has its event; contacted → qualified has none.
      for (const [from, to, at] of [
        ['new', 'contacted', '2026-11-30T11:00:00Z'],
        ['contacted', 'qualified', '2026-11-30T12:00:00Z'],
      ] as const) {
        await sql.query(
          `insert into lead_status_change (id, lead_id, from_status, to_status, changed_by_id, changed_at)
           values (gen_random_uuid(), $1, $2, $3, $4, $5)`,
          [leadId, from, to, rep0, at],
        );
      }
      await event('lead.status_changed', { from: 'new', to: 'contacted' }, '2026-11-30T11:00:00Z', {
        lead: leadId,
        actor: rep0,
      });
      // Owners: the round robin's assignment has its event; the reassignment and the unassignment have none.
      const assignments = [
        [null, rep0, null, 'round-robin', '2026-11-30T10:02:00Z'],
        [rep0, rep1, rep0, 'reassigned', '2026-11-30T13:00:00Z'],
        [rep1, null, rep1, 'reassigned', '2026-11-30T14:00:00Z'],
      ] as const;
      for (const [from, to, by, reason, at] of assignments) {
        await sql.query(
          `insert into lead_assignment (id, lead_id, from_staff_id, to_staff_id, by_staff_id, reason, at)
           values (gen_random_uuid(), $1, $2, $3, $4, $5, $6)`,
          [leadId, from, to, by, reason, at],
        );
      }
      await event(
        'lead.assigned',
        { ownerId: rep0, previousOwnerId: null, reason: 'round-robin' },
        '2026-11-30T10:02:00Z',
        { lead: leadId },
      );
      // Quality: the lead's change has its event (stored with the lead only); the change before the session was a
      // lead, and the other session's change, have none.
      const qualities = [
        [sessionOfLead, 'cold', 'warm', 5, 0, '2026-11-30T10:00:30Z'],
        [sessionOfLead, 'warm', 'hot', 50, 2, '2026-11-30T10:05:00Z'],
        [sessionAlone, 'cold', 'hot', 50, 0, '2026-11-30T10:06:00Z'],
      ] as const;
      for (const [session, from, to, points, position, at] of qualities) {
        await sql.query(
          `insert into lead_quality_change (id, session_id, from_quality, to_quality, points, fired_rules,
             message_position, changed_at)
           values (gen_random_uuid(), $1, $2, $3, $4, $5, $6, $7)`,
          [session, from, to, points, JSON.stringify(RULES), position, at],
        );
      }
      await event('lead.quality_changed', { from: 'warm', to: 'hot' }, '2026-11-30T10:05:00Z', {
        lead: leadId,
      });
      const { rows: stored } = await sql.query<{ n: number }>('select count(*)::int as n from domain_event');
      expect(stored[0]?.n).toBe(3);
      // The readers that keep a position handled the events stored so far.
      await sql.query('update event_consumer set position = txid_current()');

      await orm.migrator.up();

      const { rows: events } = await sql.query(
        `select type, payload, lead_id, session_id, actor_id, created_at, moment::text as moment
         from domain_event order by created_at, id`,
      );
      const at = (iso: string) => new Date(iso);
      expect(events).toEqual([
        {
          type: 'lead.quality_changed',
          payload: { from: 'cold', to: 'warm', points: 5, rules: RULES, messagePosition: 0 },
          lead_id: null,
          session_id: sessionOfLead,
          actor_id: null,
          created_at: at('2026-11-30T10:00:30Z'),
          moment: '0',
        },
        {
          type: 'lead.assigned',
          payload: { ownerId: rep0, previousOwnerId: null, reason: 'round-robin' },
          lead_id: leadId,
          session_id: null,
          actor_id: null,
          created_at: at('2026-11-30T10:02:00Z'),
          moment: expect.not.stringMatching(/^0$/),
        },
        {
          type: 'lead.quality_changed',
          payload: { from: 'warm', to: 'hot', points: 50, rules: RULES, messagePosition: 2 },
          lead_id: leadId,
          session_id: sessionOfLead,
          actor_id: null,
          created_at: at('2026-11-30T10:05:00Z'),
          moment: expect.not.stringMatching(/^0$/),
        },
        {
          type: 'lead.quality_changed',
          payload: { from: 'cold', to: 'hot', points: 50, rules: RULES, messagePosition: 0 },
          lead_id: null,
          session_id: sessionAlone,
          actor_id: null,
          created_at: at('2026-11-30T10:06:00Z'),
          moment: '0',
        },
        {
          type: 'lead.status_changed',
          payload: { from: 'new', to: 'contacted' },
          lead_id: leadId,
          session_id: null,
          actor_id: rep0,
          created_at: at('2026-11-30T11:00:00Z'),
          moment: expect.not.stringMatching(/^0$/),
        },
        {
          type: 'lead.status_changed',
          payload: { from: 'contacted', to: 'qualified' },
          lead_id: leadId,
          session_id: null,
          actor_id: rep0,
          created_at: at('2026-11-30T12:00:00Z'),
          moment: '0',
        },
        {
          type: 'lead.assigned',
          payload: { ownerId: rep1, previousOwnerId: rep0, reason: 'reassigned' },
          lead_id: leadId,
          session_id: null,
          actor_id: rep0,
          created_at: at('2026-11-30T13:00:00Z'),
          moment: '0',
        },
        {
          type: 'lead.unassigned',
          payload: { previousOwnerId: rep1 },
          lead_id: leadId,
          session_id: null,
          actor_id: rep1,
          created_at: at('2026-11-30T14:00:00Z'),
          moment: '0',
        },
      ]);
      const { rows: tables } = await sql.query(
        `select table_name from information_schema.tables
         where table_name in ('lead_status_change', 'lead_assignment', 'lead_quality_change')`,
      );
      expect(tables).toEqual([]);

      // The alert dispatcher's position is above every backfilled moment: it plans nothing.
      const dispatcher = new AlertDispatcher({
        em: () => orm.em.fork(),
        channels: () => ['email', 'webhook'],
        poke: () => undefined,
        log: { info: () => undefined, warn: () => undefined, error: () => undefined },
        now: () => new Date(),
      });
      await dispatcher.drain();
      const { rows: deliveries } = await sql.query<{ n: number }>('select count(*)::int as n from delivery');
      expect(deliveries[0]?.n).toBe(0);

      // Down and up again: the tables come back from the log, and the second backfill adds nothing.
      await orm.migrator.down({ to: BEFORE });
      const { rows: back } = await sql.query(
        `select (select count(*)::int from lead_status_change) as statuses,
           (select count(*)::int from lead_assignment) as owners,
           (select count(*)::int from lead_quality_change) as qualities`,
      );
      expect(back[0]).toEqual({ statuses: 2, owners: 3, qualities: 3 });
      await orm.migrator.up();
      const { rows: again } = await sql.query<{ n: number }>('select count(*)::int as n from domain_event');
      expect(again[0]?.n).toBe(events.length);
    } finally {
      await sql.end();
      await orm.close();
    }
  });
});
