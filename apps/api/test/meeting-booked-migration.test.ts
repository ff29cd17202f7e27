/**
 * The meeting-booked migration (Migration20261205220000_meeting_booked_status) widens `lead.status` for
 * `meeting_booked` and marks as set by staff every lead whose status changed before, but for the moves of a
 * consultant's first live reply (the journey's own, which a booking may move on).
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openOrm } from '../src/db/orm.ts';
import { createTestDatabase, sqlClient } from './helper.ts';

const BEFORE = 'Migration20261205190000_deliveries_from_the_log';

describe('the meeting-booked migration', () => {
  it('marks staff choices as set by staff, not a live reply’s move, and takes the longer status', async () => {
    const url = await createTestDatabase({ schema: 'empty' });
    const orm = await openOrm({ kind: 'postgresql', url });
    const sql = await sqlClient(url);
    try {
      await orm.migrator.up({ to: BEFORE });
      const rep = randomUUID();
      await sql.query(
        `insert into staff_user (id, email, name, role, password_hash, created_at)
         values ($1, 'rep@northline-it.example', 'Rep', 'sales', 'x', now())`,
        [rep],
      );
      const lead = async (status: string, changedAt: string | null) => {
        const id = randomUUID();
        const session = `s-${randomUUID()}`;
        await sql.query(
          `insert into chat_session (id, created_at, updated_at, lead_quality, interested_services)
           values ($1, '2026-12-01T10:00:00Z', '2026-12-01T10:00:00Z', 'warm', '[]')`,
          [session],
        );
        await sql.query(
          `insert into lead (id, kind, chat_session_id, occurred_at, spam, status, status_changed_at, status_changed_by_id)
           values ($1, 'chat', $2, '2026-12-01T10:01:00Z', false, $3, $4, $5)`,
          [id, session, status, changedAt, changedAt ? rep : null],
        );
        return id;
      };
      const firstResponse = (leadId: string, channel: string, at: string) =>
        sql.query(
          `insert into domain_event (type, version, payload, audience, lead_id, actor_id, created_at)
           values ('lead.first_response', 1, $1, 'staff', $2, $3, $4)`,
          [JSON.stringify({ staffUserId: rep, channel }), leadId, rep, at],
        );
      const untouched = await lead('new', null);
      const liveReply = await lead('contacted', '2026-12-01T10:05:00Z');
      await firstResponse(liveReply, 'live_chat', '2026-12-01T10:05:00Z');
      const byStaff = await lead('contacted', '2026-12-01T10:06:00Z');
      await firstResponse(byStaff, 'status', '2026-12-01T10:06:00Z');
      // Answered live first, then marked qualified by hand: the later choice is a person's.
      const laterChoice = await lead('qualified', '2026-12-01T11:00:00Z');
      await firstResponse(laterChoice, 'live_chat', '2026-12-01T10:07:00Z');

      await orm.migrator.up();

      const { rows } = await sql.query<{ id: string; status_set_by_staff: boolean }>(
        'select id, status_set_by_staff from lead',
      );
      const marked = Object.fromEntries(rows.map((row) => [row.id, row.status_set_by_staff]));
      expect(marked).toEqual({
        [untouched]: false,
        [liveReply]: false,
        [byStaff]: true,
        [laterChoice]: true,
      });
      await sql.query(`update lead set status = 'meeting_booked' where id = $1`, [untouched]);
      const { rows: booked } = await sql.query('select status from lead where id = $1', [untouched]);
      expect(booked).toEqual([{ status: 'meeting_booked' }]);
    } finally {
      await sql.end();
      await orm.close();
    }
  });
});
