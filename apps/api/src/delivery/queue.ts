/**
 * The one writer of new `delivery` rows (db/delivery.entity.ts; docs/decisions/065-one-delivery-table-and-worker.md).
 * Every producer queues its deliveries through here, in its own transaction (the transactional outbox): the lead
 * writer (leads/lead-rows.ts) composes {@link insertDeliverySql} into the contact form's and the chat turn's
 * single statements (decision 027, "The chat turn in one statement"); the alert dispatcher
 * (delivery/alert-dispatcher.ts) writes the rows it plans from the event log itself. The columns a new row is written with are listed once ({@link NEW_DELIVERY_COLUMNS});
 * `test/lead-rows.test.ts` checks them against the entity's metadata.
 *
 * The worker (delivery/worker.ts) updates a delivery's state; it creates no rows.
 */
/**
 * The columns a new delivery is written with, by property of `Delivery`, in the order the SQL inserts list them
 * (the order of their placeholders: `changes` last, after the times). The others (`lockedUntil`, `deliveredAt`, `failedAt`, `lastError`, `eventId`) start null.
 */
export const NEW_DELIVERY_COLUMNS = {
  id: 'id',
  channel: 'channel',
  topic: 'topic',
  lead: 'lead_id',
  meeting: 'meeting_id',
  recipient: 'recipient',
  sequence: 'sequence',
  urgent: 'urgent',
  status: 'status',
  attempts: 'attempts',
  nextAttemptAt: 'next_attempt_at',
  createdAt: 'created_at',
  changes: 'changes',
} as const satisfies Record<string, string>;

/** The columns of {@link NEW_DELIVERY_COLUMNS} that only some deliveries set (null when absent). */
type OptionalColumn = 'meeting' | 'recipient' | 'sequence' | 'changes';

/**
 * One SQL expression per column of {@link NEW_DELIVERY_COLUMNS} but the delivery state, which the writer sets;
 * `meeting`, `recipient`, `sequence` and `changes` are null when absent.
 */
export type NewDeliverySql = Record<
  Exclude<keyof typeof NEW_DELIVERY_COLUMNS, 'status' | 'attempts' | OptionalColumn>,
  string
> &
  Partial<Record<OptionalColumn, string>>;

/** The delivery state of a delivery that was never tried: `pending`, no attempt. */
const NEVER_TRIED = { status: 'pending', attempts: 0 } as const;

/** A double-quoted SQL identifier. */
const quoted = (column: string) => `"${column}"`;

/**
 * An `insert into "delivery" … select …` of one never-tried delivery per row of `source` (a CTE's body in the hot
 * paths' statements), returning `1` per row written.
 *
 * @param values an SQL expression per column; placeholders take their parameters in {@link NEW_DELIVERY_COLUMNS}
 *   order
 * @param source the `from` clause the values read (optionally with `where`)
 */
export function insertDeliverySql(values: NewDeliverySql, source: string): string {
  const expressions: Record<keyof typeof NEW_DELIVERY_COLUMNS, string> = {
    meeting: 'null',
    recipient: 'null',
    sequence: 'null',
    changes: 'null',
    ...values,
    status: `'${NEVER_TRIED.status}'`,
    attempts: String(NEVER_TRIED.attempts),
  };
  const columns = Object.values(NEW_DELIVERY_COLUMNS).map(quoted);
  const selected = Object.keys(NEW_DELIVERY_COLUMNS).map(
    (property) => expressions[property as keyof typeof NEW_DELIVERY_COLUMNS],
  );
  return `insert into "delivery" (${columns.join(', ')}) select ${selected.join(', ')} ${source} returning 1`;
}

/**
 * An `update` that adds contact fields to the `lead.updated` deliveries of some leads not sent yet (a follow-up's
 * message is read when it is sent, so it tells the new values; its list of changes needs them named).
 *
 * @param leadIds a `select` of the leads' ids
 * @param changes the placeholder of the comma-separated fields
 */
export function mergeChangesSql(leadIds: string, changes: string): string {
  return `update "delivery" set "changes" = (
      select string_agg(distinct f, ',' order by f)
      from unnest(string_to_array(coalesce("changes", '') || ',' || ${changes}, ',')) f where f <> '')
    where "lead_id" in (${leadIds}) and "topic" = 'lead.updated' and "status" = 'pending'
    returning 1`;
}
