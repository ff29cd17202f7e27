import pg from 'pg';
import { e2eDatabaseUrl } from './env.ts';

/** Runs a query on the database of the e2e server on `port` (the main one when absent; the real PostgreSQL) and returns its rows. */
export async function queryRows<T extends Record<string, unknown>>(
  sql: string,
  params: unknown[] = [],
  port?: number,
): Promise<T[]> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl(port) });
  await client.connect();
  try {
    const result = await client.query<T>(sql, params);
    return result.rows;
  } finally {
    await client.end();
  }
}

/** What the anti-automation judgement did to a contact request, and whether sales got an e-mail alert about it. */
export type LeadVerdict = {
  spam: boolean;
  spam_reason: string | null;
  automation_signal: string | null;
  possibly_automated: boolean;
  /** Subjects of the e-mails the e2e server's SMTP receiver got for the lead's notifications (e2e/serve.ts). */
  alerts: string[];
};

/**
 * The verdict on the contact requests sent with `email`, oldest first, once each lead's notifications are no
 * longer pending (delivered, or none was written because it is spam): waits for that, up to `timeoutMs`.
 */
export async function leadVerdicts(email: string, timeoutMs = 15_000): Promise<LeadVerdict[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await queryRows<LeadVerdict & { pending: boolean }>(
      `select c.spam, c.spam_reason, c.automation_signal, l.possibly_automated,
         exists (select 1 from notification n where n.lead_id = l.id and n.status <> 'delivered') as pending,
         coalesce((select array_agg(m.subject order by m.id) from e2e_mail m
           where exists (select 1 from notification n where n.lead_id = l.id and n.id::text = any(m.delivery_ids))),
           '{}') as alerts
       from contact_request c join lead l on l.contact_request_id = c.id
       where c.email = $1 order by c.submitted_at`,
      [email],
    );
    if ((rows.length > 0 && rows.every((row) => !row.pending)) || Date.now() > deadline) {
      return rows.map(({ pending: _pending, ...verdict }) => verdict);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
