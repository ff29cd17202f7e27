/**
 * The desk reader's migration (Migration20261205160000_desk_reader) starts the desk's position at the oldest new
 * lead still undecided, so a lead stored before it is decided once, and a lead already decided (assigned, or told
 * as an overflow) is never decided again.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openOrm } from '../src/db/orm.ts';
import { createTestDatabase, sqlClient } from './helper.ts';

const BEFORE = 'Migration20261205130000_alert_dispatch';

describe('the desk reader migration', () => {
  it('starts the desk at the oldest undecided lead and drops the overflow mark', async () => {
    const url = await createTestDatabase({ schema: 'empty' });
    const orm = await openOrm({ kind: 'postgresql', url });
    const sql = await sqlClient(url);
    try {
      await orm.migrator.up({ to: BEFORE });
      /** Stores a contact lead and its `lead.created` in one transaction; returns the event's moment. */
      const storeLead = async (overflowed: boolean): Promise<string> => {
        const contactId = randomUUID();
        const leadId = randomUUID();
        await sql.query('begin');
        await sql.query(
          `insert into contact_request (id, first_name, last_name, email, phone, company, employees, submitted_at, spam)
           values ($1, 'Ada', 'Moss', 'ada@harbourlaw.example', '416-555-0100', 'Harbour Law', '11-50', now(), false)`,
          [contactId],
        );
        await sql.query(
          `insert into lead (id, kind, contact_request_id, occurred_at, spam, status, overflow_at)
           values ($1, 'contact', $2, now(), false, 'new', $3)`,
          [leadId, contactId, overflowed ? new Date() : null],
        );
        const { rows } = await sql.query(
          `insert into domain_event (audience, type, version, payload, lead_id, created_at)
           values ('staff', 'lead.created', 1, '{"kind":"contact","quality":null,"status":"new","spam":false}', $1, now())
           returning moment::text as moment`,
          [leadId],
        );
        await sql.query('commit');
        return rows[0].moment as string;
      };
      await storeLead(true);
      const undecided = await storeLead(false);
      await storeLead(false);
      await orm.migrator.up();
      const { rows: consumers } = await sql.query(
        `select position::text as position from event_consumer where name = 'desk'`,
      );
      expect(consumers).toEqual([{ position: undecided }]);
      const { rows: columns } = await sql.query(
        `select column_name from information_schema.columns where table_name = 'lead' and column_name = 'overflow_at'`,
      );
      expect(columns).toEqual([]);
    } finally {
      await sql.end();
      await orm.close();
    }
  });

  it('starts the desk at the migration when every lead is decided', async () => {
    const url = await createTestDatabase({ schema: 'empty' });
    const orm = await openOrm({ kind: 'postgresql', url });
    const sql = await sqlClient(url);
    try {
      await orm.migrator.up({ to: BEFORE });
      const { rows: before } = await sql.query('select txid_current()::text as xid');
      await orm.migrator.up();
      const { rows } = await sql.query(
        `select position::text as position from event_consumer where name = 'desk'`,
      );
      expect(BigInt(rows[0].position as string)).toBeGreaterThan(BigInt(before[0].xid as string));
    } finally {
      await sql.end();
      await orm.close();
    }
  });
});
