/**
 * Which leads the HubSpot sync sends and which of them HubSpot does not hold yet (decisions 097 and 101), and the
 * requests for a lead's sync beside its own events: a member's retry (`staff.leads.retryCrmSync`) and the back-fill
 * command (`pnpm crm:backfill`). A request appends `crm.sync_requested` to the event log in its transaction; the
 * alert dispatcher plans the sync from it (delivery/crm-plan.ts), exactly as from any other event of the lead, and
 * the delivery worker's `crm` lane sends it.
 */
import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { crmApiTexts } from '@northline/content';
import type { DomainEventOf } from '@northline/schemas/events';
import { DomainError } from '../errors.ts';
import { appendEvents } from '../events/log.ts';

/**
 * The leads the sync sends (alias `l`): not spam, not a newsletter signup, with an e-mail address on its contact
 * request or its chat; crm/crm-sync.ts `readLead` skips every other.
 */
const SENT_LEADS = `from "lead" l
  left join "contact_request" c on c."id" = l."contact_request_id"
  left join "chat_session" s on s."id" = l."chat_session_id"
  where not l."spam" and l."kind" <> 'newsletter' and coalesce(c."email", s."visitor_email", '') <> ''`;

/** Of {@link SENT_LEADS}, those whose contact HubSpot does not hold yet (no stored contact id). */
const NOT_YET_IN_HUBSPOT = `${SENT_LEADS}
  and not exists (select 1 from "crm_record" r where r."lead_id" = l."id" and r."contact_id" is not null)`;

/**
 * A sync of lead `l` under way: its `crm` delivery pending (or, with `sending`, being sent), or a
 * `crm.sync_requested` of it the alert dispatcher has not read yet (its moment at or after the reader's position:
 * events/consumer.ts), which plans one.
 */
const syncUnderWay = (statuses: string) => `(exists (select 1 from "delivery" d where d."lead_id" = l."id"
    and d."channel" = 'crm' and d."status" in (${statuses}))
  or exists (select 1 from "domain_event" e where e."lead_id" = l."id" and e."type" = 'crm.sync_requested'
    and e."moment" >= coalesce((select p."position" from "event_consumer" p where p."name" = 'alerts'), 0)))`;

/** How many leads the sync sends that HubSpot does not hold yet (waiting, retried, failed or never planned). */
export async function countNotYetInHubSpot(em: EntityManager): Promise<number> {
  const [row] = await (em as SqlEntityManager).execute<{ n: string | number }[]>(
    `select count(*) as "n" ${NOT_YET_IN_HUBSPOT}`,
  );
  return Number(row?.n ?? 0);
}

/**
 * One page of the leads a back-fill requests a sync for: not yet in HubSpot, with no sync of theirs under way, after
 * `after` in id order.
 *
 * @param after the last id of the previous page, or null for the first
 * @param limit the page's size
 */
export async function backfillPage(
  em: EntityManager,
  after: string | null,
  limit: number,
): Promise<string[]> {
  const rows = await (em as SqlEntityManager).execute<{ id: string }[]>(
    `select l."id" ${NOT_YET_IN_HUBSPOT} and not ${syncUnderWay(`'pending', 'sending'`)}
       and (cast(? as uuid) is null or l."id" > cast(? as uuid))
     order by l."id" limit ?`,
    [after, after, limit],
  );
  return rows.map((row) => row.id);
}

/** How many leads a back-fill would request a sync for now (what {@link backfillPage} pages through). */
export async function countBackfill(em: EntityManager): Promise<number> {
  const [row] = await (em as SqlEntityManager).execute<{ n: string | number }[]>(
    `select count(*) as "n" ${NOT_YET_IN_HUBSPOT} and not ${syncUnderWay(`'pending', 'sending'`)}`,
  );
  return Number(row?.n ?? 0);
}

/** Why a sync is requested (`crm.sync_requested`'s reason). */
export type CrmSyncReason = DomainEventOf<'crm.sync_requested'>['payload']['reason'];

/**
 * Requests the sync of each lead of `leadIds` in one transaction: one `crm.sync_requested` each (actor: the member,
 * or none for the back-fill), for a lead that exists and whose sync is not pending or requested already.
 *
 * @returns the leads a sync was requested for
 */
export async function requestCrmSyncs(
  em: EntityManager,
  leadIds: readonly string[],
  reason: CrmSyncReason,
  actorId: string | null,
  now: Date,
): Promise<string[]> {
  if (leadIds.length === 0) return [];
  return em.transactional(async (tx) => {
    const sql = tx as SqlEntityManager;
    // The leads' rows are locked: a deletion waits for the events, or the events for the deletion.
    const rows = await sql.execute<{ id: string }[]>(
      `select l."id" from "lead" l where l."id" = any(cast(? as uuid[])) and not ${syncUnderWay(`'pending'`)}
       order by l."id" for update of l`,
      [`{${leadIds.join(',')}}`],
    );
    await appendEvents(
      tx,
      rows.map((row) => ({
        event: { type: 'crm.sync_requested', version: 1, payload: { reason } },
        leadId: row.id,
        actorId,
        at: now,
      })),
    );
    return rows.map((row) => row.id);
  });
}

/**
 * A member's retry of a lead's HubSpot sync: requests it ({@link requestCrmSyncs}, reason `retry`) unless one is
 * pending already.
 *
 * @param enabled whether the sync is on (HUBSPOT_ACCESS_TOKEN set)
 * @returns the lead's id and whether a sync was requested (false: one was pending already)
 * @throws DomainError 'conflict' (409) when the sync is off, or the lead is never sent (spam, a newsletter signup,
 *   no e-mail address); 'not-found' (404) when no lead has the id
 */
export async function retryCrmSync(
  em: EntityManager,
  leadId: string,
  staffId: string,
  enabled: boolean,
  now: Date,
): Promise<{ id: string; requested: boolean }> {
  if (!enabled) throw new DomainError('conflict', crmApiTexts.syncOff);
  const [row] = await (em as SqlEntityManager).execute<{ id: string; sent: boolean }[]>(
    `select l."id", exists (select 1 ${SENT_LEADS} and l."id" = ?) as "sent" from "lead" l where l."id" = ?`,
    [leadId, leadId],
  );
  if (!row) throw new DomainError('not-found', crmApiTexts.unknownLead);
  if (!row.sent) throw new DomainError('conflict', crmApiTexts.notSent);
  const requested = await requestCrmSyncs(em, [leadId], 'retry', staffId, now);
  return { id: leadId, requested: requested.length > 0 };
}
