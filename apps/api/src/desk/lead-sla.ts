/**
 * The first-response clock of a lead (decision 041): a target by quality, counted in business time (the office's
 * hours less Ontario's statutory holidays, `@northline/content/business-hours`), stopped by the lead's first
 * response (its first move to contacted, qualified or won, or a staff reply in its live chat), and escalated once
 * when missed: one `lead.sla_breached` notification per channel through the outbox, e-mailed to the lead's owner
 * and the admins (delivery/lead-deliveries.ts) and sent to the webhook.
 *
 * Newsletter signups have no quality and no clock. Logs carry lead ids and counts only.
 */

import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { addBusinessTime, businessHoursBetween } from '@northline/content/business-hours';
import type { LeadQuality } from '@northline/schemas';
import { appendEvents } from '../events/log.ts';
import { markSlaBreached } from '../leads/lead-rows.ts';

/** First-response targets in business minutes, by quality (SLA_HOT_MINUTES, SLA_WARM_MINUTES, SLA_COLD_MINUTES). */
export type SlaTargets = Record<LeadQuality, number>;

/** Where a lead stands against its target. */
export type SlaState = 'met' | 'late' | 'open' | 'breached';

/** A lead's clock as the inbox shows it. */
export interface SlaClock {
  /** When the first response is due, ISO 8601. */
  dueAt: string;
  /** `met`/`late`: answered before/after `dueAt`; `open`: not answered, not due yet; `breached`: due and unanswered. */
  state: SlaState;
  /** Business minutes from arrival to the first response (answered leads), else null. */
  responseMinutes: number | null;
  /** Business minutes left before `dueAt` (open leads), else null. */
  minutesLeft: number | null;
}

const MINUTE_MS = 60_000;

/**
 * When a lead's first response is due: its arrival plus its quality's target in business minutes (Friday 17:58 +
 * 5 business minutes is Saturday 09:03).
 *
 * @param occurredAt the lead's arrival
 * @param quality its quality; null (newsletter signups) has no target
 * @returns the due instant, or null without a target
 */
export function slaDueAt(occurredAt: Date, quality: LeadQuality | null, targets: SlaTargets): Date | null {
  if (!quality) return null;
  return addBusinessTime(occurredAt, targets[quality] * MINUTE_MS);
}

/**
 * A lead's clock at `now` (see {@link SlaClock}); null for a lead without a target.
 */
export function slaClock(
  lead: { occurredAt: Date; quality: LeadQuality | null; firstResponseAt: Date | null },
  targets: SlaTargets,
  now: Date,
): SlaClock | null {
  const due = slaDueAt(lead.occurredAt, lead.quality, targets);
  if (!due) return null;
  if (lead.firstResponseAt) {
    return {
      dueAt: due.toISOString(),
      state: lead.firstResponseAt <= due ? 'met' : 'late',
      responseMinutes: Math.round(businessHoursBetween(lead.occurredAt, lead.firstResponseAt) / MINUTE_MS),
      minutesLeft: null,
    };
  }
  if (now >= due)
    return { dueAt: due.toISOString(), state: 'breached', responseMinutes: null, minutesLeft: null };
  return {
    dueAt: due.toISOString(),
    state: 'open',
    responseMinutes: null,
    minutesLeft: Math.ceil(businessHoursBetween(now, due) / MINUTE_MS),
  };
}

/** How far back the escalation check looks: no target is longer than a few business days. */
const LOOKBACK_DAYS = 45;

/** A lead the escalation check reads: its id, arrival and quality (a chat lead's: its session's). */
interface BreachCandidate {
  id: string;
  occurred_at: Date | string;
  quality: LeadQuality | null;
}

/**
 * The unanswered leads (not spam, still `new`, not escalated, within {@link LOOKBACK_DAYS}) whose target may have
 * passed at `now`: the business clock runs only while the office is open, never faster than the wall clock, so a
 * lead cannot be due before its arrival plus its target in wall-clock minutes, and a younger lead is not read at
 * all. The check's work is the leads near or past their target, not every lead waiting for a first response.
 *
 * @param em an entity manager for one statement
 * @param now the app's clock
 * @param targets first-response targets in business minutes
 * @returns the candidates; {@link slaDueAt} decides which are due
 */
export async function breachCandidates(
  em: EntityManager,
  now: Date,
  targets: SlaTargets,
): Promise<BreachCandidate[]> {
  return (em as SqlEntityManager).execute<BreachCandidate[]>(
    `select l."id", l."occurred_at", coalesce(l."quality", s."lead_quality") as "quality"
     from "lead" l left join "chat_session" s on s."id" = l."chat_session_id"
     where l."first_response_at" is null and l."sla_breached_at" is null and not l."spam" and l."status" = 'new'
       and l."kind" <> 'newsletter' and l."occurred_at" > ?
       and l."occurred_at" <= cast(? as timestamptz) - make_interval(mins => case coalesce(l."quality", s."lead_quality")
         when 'hot' then cast(? as int) when 'warm' then cast(? as int) when 'cold' then cast(? as int) end)`,
    [new Date(now.getTime() - LOOKBACK_DAYS * 86_400_000), now, targets.hot, targets.warm, targets.cold],
  );
}

/**
 * Escalates every lead whose first-response target passed unanswered (not spam, still `new`), exactly once per
 * lead: the lead is marked `sla_breached_at` by a conditional update (a second worker, here or on another
 * instance, finds it marked) and each lead's `lead.sla_breached` event (when it was due, and its owner) is
 * appended in the same transaction; the alert dispatcher (delivery/alert-dispatcher.ts) plans the urgent
 * `lead.sla_breached` alert from it. The inbox shows the lead breached either way.
 *
 * @param em an entity manager (the root one serves: the transaction runs in a fork of it)
 * @param now the app's clock
 * @returns the ids of the leads escalated now
 */
export async function escalateBreachedLeads(
  em: EntityManager,
  now: Date,
  targets: SlaTargets,
): Promise<string[]> {
  const candidates = await breachCandidates(em, now, targets);
  const dueAt = new Map<string, Date>();
  for (const row of candidates) {
    const at = slaDueAt(new Date(row.occurred_at), row.quality, targets);
    if (at !== null && at <= now) dueAt.set(row.id, at);
  }
  const due = [...dueAt.keys()];
  if (due.length === 0) return [];
  return em.fork().transactional(async (tx) => {
    const t = tx as SqlEntityManager;
    const marked = await markSlaBreached(t, due, now);
    const ids = marked.map((row) => row.id);
    await appendEvents(
      t,
      marked.map((row) => ({
        event: {
          type: 'lead.sla_breached',
          version: 1,
          payload: { dueAt: (dueAt.get(row.id) ?? now).toISOString(), ownerId: row.owner_id },
        },
        leadId: row.id,
        at: now,
      })),
    );
    return ids;
  });
}
