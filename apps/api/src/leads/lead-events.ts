/**
 * The staff stream's `leads` events (conversations/live-events.ts): every new lead (contact form, its native post, a
 * chat that becomes a lead, a newsletter signup, a meeting booking) and every change staff make to one (status,
 * spam mark) appends `{ leadId, change, quality, status }` for staff, so the inbox refetches instead of polling.
 * One event lists the changes appended together (`{ leads: [...] }`): one change, or every contact lead queued
 * within {@link LEAD_EVENT_WINDOW_MS}, which then costs the event log one row, not one per lead. An event carries
 * ids and states only, never a name, address, phone or message (the client refetches the rows it shows through
 * the staff procedures).
 *
 * Where a lead is written in a transaction of the ORM (newsletter, meeting booking, the hand-off) its event is
 * appended in that transaction ({@link appendLeadEvent}). The contact form's lead is written by one statement on
 * the busiest path: its event goes to the instance's {@link LeadEventPublisher} after the commit, which appends
 * the events queued within a few milliseconds together, under one take of the event log's lock, and never delays the
 * answer (every append waits on that one lock: one per lead in the statement would serialise every lead's
 * commit). After the chat turn's one statement, and after staff changes, the event follows in a transaction of
 * its own ({@link publishLeadChange}). A lost event costs a stale inbox row until the next change or reload, never
 * the lead.
 */
import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { LeadQuality, LeadStatus, StaffLeadChange } from '@northline/schemas';
import { appendLiveEvent, type LiveEventWrite } from '../conversations/live-events.ts';
import type { ServiceLogger } from '../logging.ts';

/** What a lead's change says: the lead, whether it is new, its quality (null when not judged) and status. */
export interface LeadChange extends StaffLeadChange {
  quality: LeadQuality | null;
  status: LeadStatus;
}

/** The stored type of the staff stream's lead events. */
export const LEADS_EVENT_TYPE = 'leads';

/** The event of `changes`, in the order given: ids and states only. */
function leadsEvent(changes: readonly LeadChange[], at?: Date): LiveEventWrite {
  return {
    sessionId: null,
    audience: 'staff',
    type: LEADS_EVENT_TYPE,
    payload: {
      leads: changes.map((lead) => ({
        leadId: lead.leadId,
        change: lead.change,
        quality: lead.quality,
        status: lead.status,
      })),
    },
    at,
  };
}

/** Appends a `leads` event of one lead for staff in the caller's transaction (one of its own outside one). */
export async function appendLeadEvent(em: EntityManager, lead: LeadChange, at?: Date): Promise<void> {
  await appendLiveEvent(em, leadsEvent([lead], at));
}

/**
 * Reads a lead's quality (a chat lead's: its session's) and status, and appends its `leads` event in a transaction
 * of its own. Never throws: a failure is logged with the lead's id and the lead stands.
 *
 * @param target the lead's id, or the chat session whose lead it is (no event when it has none)
 */
export async function publishLeadChange(
  em: EntityManager,
  target: { leadId: string } | { chatSessionId: string },
  change: 'created' | 'updated',
  log: Pick<ServiceLogger, 'warn'>,
): Promise<void> {
  try {
    await em.transactional(async (tx) => {
      const byLead = 'leadId' in target;
      const [lead] = await (tx as SqlEntityManager).execute<
        { id: string; quality: LeadQuality | null; status: LeadStatus }[]
      >(
        `select l."id", coalesce(l."quality", s."lead_quality") as "quality", l."status" from "lead" l
          left join "chat_session" s on s."id" = l."chat_session_id"
          where ${byLead ? 'l."id" = ?' : 'l."chat_session_id" = ?'}`,
        [byLead ? target.leadId : target.chatSessionId],
      );
      if (lead)
        await appendLeadEvent(tx, { leadId: lead.id, change, quality: lead.quality, status: lead.status });
    });
  } catch (error) {
    log.warn(
      { err: error, ...('leadId' in target ? { leadId: target.leadId } : {}) },
      'lead event not published',
    );
  }
}

/**
 * How long a lead event waits for others to share its append, in milliseconds: far below what a person watching
 * the inbox notices, long enough to fold a burst of leads into one append.
 */
export const LEAD_EVENT_WINDOW_MS = 20;

/**
 * The instance's batcher of lead changes written after their lead's commit: {@link publish} queues and returns at
 * once; what is queued within {@link LEAD_EVENT_WINDOW_MS} of the first is appended as one `leads` event, in the
 * order queued (conversations/live-events.ts `appendLiveEvent`: one row, one take of the event log's lock and one
 * notification per batch, so a steady stream of leads costs the log at most one row per window). A failed append
 * is logged with the leads' count, never retried: the inbox refetches on the next event or reload.
 */
export class LeadEventPublisher {
  readonly #em: () => EntityManager;
  readonly #log: Pick<ServiceLogger, 'warn'>;
  #queue: LeadChange[] = [];
  #flushing: Promise<void> | undefined;
  #timer: NodeJS.Timeout | undefined;

  /** @param em a fresh entity manager per append */
  constructor(em: () => EntityManager, log: Pick<ServiceLogger, 'warn'>) {
    this.#em = em;
    this.#log = log;
  }

  /** Queues a lead's change; appended with the others queued within {@link LEAD_EVENT_WINDOW_MS}, as one event. */
  publish(lead: LeadChange): void {
    this.#queue.push(lead);
    this.#timer ??= setTimeout(() => {
      this.#timer = undefined;
      void this.#appendQueued();
    }, LEAD_EVENT_WINDOW_MS);
  }

  /** Appends everything queued now, without waiting for the window. Resolves when all is appended. */
  async flush(): Promise<void> {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    while (this.#queue.length > 0 || this.#flushing) await this.#appendQueued();
  }

  /** Appends the queue in one statement, after the append in flight (one at a time). Never throws. */
  async #appendQueued(): Promise<void> {
    while (this.#flushing) await this.#flushing;
    const batch = this.#queue;
    this.#queue = [];
    if (batch.length === 0) return;
    this.#flushing = appendLiveEvent(this.#em(), leadsEvent(batch))
      .then(() => undefined)
      .catch((error: unknown) => {
        this.#log.warn({ err: error, leads: batch.length }, 'lead events not published');
      })
      .finally(() => {
        this.#flushing = undefined;
      });
    await this.#flushing;
  }
}
