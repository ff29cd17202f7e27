/**
 * The detail of one lead for staff: its facts, attribution, the chat transcript, the quality explanation, the
 * recommendation the visitor saw, the status history, the notifications sent and the meetings booked.
 *
 * Nothing here logs personal data; callers log lead ids only.
 */

import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type {
  ChatMessage as ChatMessageData,
  ChatTranscriptResponse,
  LeadStatus,
  Recommendation as RecommendationData,
} from '@northline/schemas';
import type { FiredRule } from '../chat/index.ts';
import { Delivery } from '../db/delivery.entity.ts';
import { Lead } from '../db/lead.entity.ts';
import { DomainError } from '../errors.ts';
import {
  type InboxViewer,
  LEAD_COLUMNS,
  LEAD_FROM,
  type LeadRow,
  type LeadSummary,
  toSummary,
} from './inbox.ts';

/** The message of the 404 answered for a lead id the inbox does not hold. */
export const UNKNOWN_LEAD_MESSAGE = 'No lead with this id';

/** One change of a lead's status as the detail shows it. */
export interface LeadStatusHistoryEntry {
  from: LeadStatus;
  to: LeadStatus;
  /** The staff member's name, or null when their account was deleted. */
  changedBy: string | null;
  changedAt: string;
}

/** The recommendation the visitor saw (the newest stored for their session or email). */
export interface SeenRecommendation {
  generatedAt: string;
  customMessage: string;
  services: { serviceName: string; priority: string; monthly: number }[];
}

/** Everything stored about one lead (`staff.leads.get`). */
export interface LeadDetail extends LeadSummary {
  /**
   * The origin of the page the lead's chat was embedded on: a partner's site from CORS_ORIGINS
   * or the site's own; null when unknown or there is no chat. The inbox shows "Embedded on <origin>".
   */
  embeddedOn: string | null;
  phone: string | null;
  employees: string | null;
  message: string | null;
  spamReason: string | null;
  /** The soft sign behind `possiblyAutomated` (`too-fast`), or null. */
  automationSignal: string | null;
  /** Who last marked the lead spam or not spam by hand, and when; null when nobody did. */
  spamMarkedBy: string | null;
  spamMarkedAt: string | null;
  /** Newsletter signups: the consent record (CASL). */
  consent: { text: string; at: string } | null;
  /** Why the lead has its quality: the rules that fired (form leads) or each change of the chat's quality. */
  qualityExplanation: { rules: FiredRule[]; history: ChatTranscriptResponse['leadQualityHistory'] };
  /** The chat conversation (the chat lead's, or the one a contact request followed), oldest first. */
  transcript: { sessionId: string; messages: ChatMessageData[]; interestedServices: string[] } | null;
  recommendation: SeenRecommendation | null;
  statusHistory: LeadStatusHistoryEntry[];
  /** Who changed the status last, and when. */
  statusChangedBy: string | null;
  statusChangedAt: string | null;
  notifications: {
    event: string;
    channel: string;
    status: string;
    attempts: number;
    deliveredAt: string | null;
  }[];
  /** The lead's free IT assessments, booked or cancelled, by start (ISO 8601 instants). */
  meetings: LeadMeeting[];
  /** How the lead's HubSpot sync stands (decision 097); null when no sync was planned for it (the sync off, spam). */
  crm: LeadCrmSync | null;
}

/**
 * A lead's HubSpot sync as its page shows it: `synced` (its last sync done), `pending` (a sync waiting or retrying:
 * `error` is the last attempt's code, if one failed) or `failed` (given up: `error` says why); `since` when its
 * contact first reached HubSpot, and whether HubSpot holds its contact and a deal.
 */
export interface LeadCrmSync {
  state: 'synced' | 'pending' | 'failed';
  /** ISO 8601 instant; null before the first sync. */
  since: string | null;
  contact: boolean;
  deal: boolean;
  /** The last failed attempt's code (`hubspot 429`, `hubspot 400`, `ECONNREFUSED`); null when none. */
  error: string | null;
}

/** How a lead's HubSpot sync stands ({@link LeadCrmSync}), from its `crm_record` and its latest `crm` delivery. */
async function crmSyncOf(sql: SqlEntityManager, leadId: string): Promise<LeadCrmSync | null> {
  const [row] = await sql.execute<
    {
      synced_at: Date | string | null;
      contact_id: string | null;
      deal_id: string | null;
      status: string | null;
      last_error: string | null;
    }[]
  >(
    `select r."synced_at", r."contact_id", r."deal_id", d."status", d."last_error"
     from (select 1) as "one"
     left join "crm_record" r on r."lead_id" = ?
     left join lateral (select "status", "last_error" from "delivery" where "lead_id" = ? and "channel" = 'crm'
       order by "created_at" desc, "id" desc limit 1) d on true`,
    [leadId, leadId],
  );
  if (!row || (row.status === null && row.contact_id === null)) return null;
  if (row.status === 'skipped' && row.contact_id === null) return null;
  const state =
    row.status === 'failed'
      ? 'failed'
      : row.status === 'pending' || row.status === 'sending'
        ? 'pending'
        : 'synced';
  return {
    state,
    since: row.synced_at ? new Date(row.synced_at).toISOString() : null,
    contact: row.contact_id !== null,
    deal: row.deal_id !== null,
    error: state === 'synced' ? null : row.last_error,
  };
}

/** One meeting of a lead as its detail shows it. */
export interface LeadMeeting {
  id: string;
  start: string;
  end: string;
  status: 'booked' | 'cancelled';
  /** The consultant's name (the staff user's). */
  consultantName: string;
}

/** A lead's meetings, by start, with their consultant's name (decision 033: `meeting.lead_id`). */
async function leadMeetings(sql: SqlEntityManager, leadId: string): Promise<LeadMeeting[]> {
  const rows = await sql.execute<
    {
      id: string;
      starts_at: Date | string;
      ends_at: Date | string;
      status: 'booked' | 'cancelled';
      consultant_name: string;
    }[]
  >(
    `select m."id", m."starts_at", m."ends_at", m."status", u."name" as "consultant_name"
     from "meeting" m join "staff_user" u on u."id" = m."consultant_staff_user_id"
     where m."lead_id" = ? order by m."starts_at"`,
    [leadId],
  );
  return rows.map((row) => ({
    id: row.id,
    start: new Date(row.starts_at).toISOString(),
    end: new Date(row.ends_at).toISOString(),
    status: row.status,
    consultantName: row.consultant_name,
  }));
}

/**
 * One lead with what it points at and the staff who changed it.
 *
 * @throws DomainError 'not-found' (404) for an unknown id
 */
export async function findLead(em: EntityManager, id: string): Promise<Lead> {
  const lead = await em.findOne(
    Lead,
    { id },
    {
      populate: [
        'contactRequest',
        'chatSession',
        'newsletterSubscription',
        'statusChangedBy',
        'spamMarkedBy',
      ],
    },
  );
  if (!lead) throw new DomainError('not-found', UNKNOWN_LEAD_MESSAGE);
  return lead;
}

/**
 * Reads a chat session's transcript for the lead's page: the conversation's reader (conversations/chat.ts
 * `getChatTranscript`), handed in by the app's wiring (plugins/app/feature-ports.ts).
 *
 * @throws DomainError 'not-found' (404) when the session is gone (purged or deleted)
 */
export type ChatTranscriptReader = (em: EntityManager, sessionId: string) => Promise<ChatTranscriptResponse>;

/**
 * Everything about one lead for staff (`staff.leads.get`): its facts, attribution, the chat transcript with
 * timestamps, the quality explanation, the recommendation the visitor saw, the status history, the
 * notifications sent and the lead's meetings (booked and cancelled, by start, with their consultant).
 *
 * @param readTranscript the chat's transcript reader ({@link ChatTranscriptReader}, `ctx.chatTranscripts`)
 * @param viewer the SLA clock's targets and time (desk/lead-sla.ts); without it the detail has no clock
 * @throws DomainError 'not-found' (404) for an unknown id
 */
export async function getLead(
  em: EntityManager,
  id: string,
  readTranscript: ChatTranscriptReader,
  viewer?: Pick<InboxViewer, 'targets' | 'now'>,
): Promise<LeadDetail> {
  const lead = await findLead(em, id);
  const sql = em as SqlEntityManager;
  const [row] = await sql.execute<LeadRow[]>(`select ${LEAD_COLUMNS} ${LEAD_FROM} where l."id" = ?`, [id]);
  if (!row) throw new DomainError('not-found', UNKNOWN_LEAD_MESSAGE);
  const contact = lead.contactRequest;
  const newsletter = lead.newsletterSubscription;
  const sessionId = lead.chatSession?.id ?? contact?.chatSessionId ?? null;
  // A contact request's chat may have been purged or deleted before it: then there is no transcript.
  const transcript = sessionId
    ? await readTranscript(em, sessionId).catch((error: unknown) => {
        if (error instanceof DomainError && error.kind === 'not-found') return null;
        throw error;
      })
    : null;
  const [embedded] = sessionId
    ? await sql.execute<{ embed_origin: string | null }[]>(
        `select "embed_origin" from "chat_session" where "id" = ?`,
        [sessionId],
      )
    : [];
  const changes = await sql.execute<
    { from: LeadStatus; to: LeadStatus; changed_by: string | null; changed_at: Date | string }[]
  >(
    `select e."payload"->>'from' as "from", e."payload"->>'to' as "to", u."name" as "changed_by",
        e."created_at" as "changed_at"
      from "domain_event" e left join "staff_user" u on u."id" = e."actor_id"
      where e."lead_id" = ? and e."type" = 'lead.status_changed' order by e."created_at", e."id"`,
    [id],
  );
  // A HubSpot sync is not a notification: the detail's `crm` says how the lead's sync stands.
  const notifications = await em.find(
    Delivery,
    { lead, channel: { $ne: 'crm' } },
    { orderBy: { createdAt: 'asc' } },
  );
  const email = row.email?.toLowerCase() ?? null;
  const [recommendation] = await sql.execute<
    { generated_at: Date | string; data: RecommendationData | string }[]
  >(
    `select r."generated_at", r."data" from "recommendation" r join "visitor_profile" v on v."session_id" = r."session_id"
     where v."session_id" = ? or (? is not null and lower(v."profile"->'contactInfo'->>'email') = ?)
     order by r."generated_at" desc limit 1`,
    [sessionId ?? '', email, email],
  );
  const data = recommendation
    ? typeof recommendation.data === 'string'
      ? (JSON.parse(recommendation.data) as RecommendationData)
      : recommendation.data
    : undefined;
  return {
    ...toSummary(row, viewer),
    embeddedOn: embedded?.embed_origin ?? null,
    phone: contact?.phone ?? lead.chatSession?.visitorPhone ?? null,
    employees:
      contact?.employees ?? (lead.chatSession?.employees ? String(lead.chatSession.employees) : null),
    message: contact?.message ?? null,
    spamReason: contact?.spamReason ?? newsletter?.spamReason ?? null,
    automationSignal: contact?.automationSignal ?? newsletter?.automationSignal ?? null,
    spamMarkedBy: lead.spamMarkedBy?.name ?? null,
    spamMarkedAt: lead.spamMarkedAt ? lead.spamMarkedAt.toISOString() : null,
    consent: newsletter ? { text: newsletter.consentText, at: newsletter.consentedAt.toISOString() } : null,
    qualityExplanation: {
      rules: lead.qualityRules ?? transcript?.leadQualityHistory.at(-1)?.firedRules ?? [],
      history: transcript?.leadQualityHistory ?? [],
    },
    transcript: transcript
      ? {
          sessionId: transcript.sessionId,
          messages: transcript.messages,
          interestedServices: transcript.interestedServices,
        }
      : null,
    recommendation:
      recommendation && data
        ? {
            generatedAt: new Date(recommendation.generated_at).toISOString(),
            customMessage: data.customMessage,
            services: data.recommendedServices.map((service) => ({
              serviceName: service.serviceName,
              priority: service.priority,
              monthly: service.estimatedCost.monthly,
            })),
          }
        : null,
    statusHistory: changes.map((change) => ({
      from: change.from,
      to: change.to,
      changedBy: change.changed_by,
      changedAt: new Date(change.changed_at).toISOString(),
    })),
    statusChangedBy: lead.statusChangedBy?.name ?? null,
    statusChangedAt: lead.statusChangedAt ? lead.statusChangedAt.toISOString() : null,
    notifications: notifications.map((notification) => ({
      event: notification.topic,
      channel: notification.channel,
      status: notification.status,
      attempts: notification.attempts,
      deliveredAt: notification.deliveredAt ? notification.deliveredAt.toISOString() : null,
    })),
    meetings: await leadMeetings(sql, id),
    crm: await crmSyncOf(sql, id),
  };
}
