/**
 * The CRM sync (docs/decisions/097-the-crm-sync-reads-the-event-log.md): makes a lead's HubSpot records match the
 * lead. The alert dispatcher plans one `crm` delivery per lead whose events the CRM cares about (from the event
 * log, in order); the delivery worker's `crm` lane hands each to {@link CrmSync.send}, which:
 *
 * 1. upserts the contact by the lead's e-mail address (name, phone in E.164, company, lifecycle stage `lead`,
 *    lead quality and its reasons, the HubSpot owner of the lead's owner's e-mail when one exists);
 * 2. upserts the company by the lead's company domain and associates the contact with it (once);
 * 3. creates the deal when the lead has booked a meeting (stage `appointmentscheduled`, the meeting's start), and
 *    moves it when the lead's status changes or the meeting is cancelled;
 * 4. creates a note on the contact for each staff note, and one for the conversation's transcript (lines labelled
 *    by author), updated when the conversation grew.
 *
 * Every sync reads the lead as it is now, so a repeat of the same events, or of the whole sync, creates nothing
 * twice: upserts are by e-mail and domain, and the ids of what it created are stored as each call answers
 * (crm/crm-records.ts). A spam lead, a newsletter signup and a lead without an e-mail address are not sent
 * (`skipped`). A HubSpot failure throws a {@link HubSpotError} (its code, never HubSpot's answer): the worker
 * retries with backoff, at HubSpot's `Retry-After` for a 429. Logs carry the lead id and codes only.
 */

import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { crmTexts } from '@northline/content';
import type { ServiceLogger } from '../logging.ts';
import {
  type CrmLeadFacts,
  type CrmMeetingFacts,
  type CrmTranscriptLine,
  CUSTOM_PROPERTIES,
  contactProperties,
  dealProperties,
  dealStage,
  digestOf,
  noteHtml,
  transcriptHtml,
} from './crm-mapping.ts';
import { type CrmIds, readCrmIds, saveCrmIds } from './crm-records.ts';
import type { HubSpotCrm } from './hubspot.ts';

/** The delivery topic of a lead's sync (the `crm` channel's only topic). */
export const CRM_SYNC_TOPIC = 'crm.sync';

/** How long an owner's HubSpot id (or its absence) is remembered: an hour. */
export const OWNER_CACHE_MS = 60 * 60 * 1000;

/** A claimed `crm` delivery, as the worker hands it (delivery/worker.ts `ClaimedDelivery`). */
export interface CrmDeliveryRow {
  id: string;
  lead_id: string | null;
}

interface LeadRow {
  id: string;
  kind: string;
  spam: boolean;
  status: string;
  quality: string | null;
  company_domain: string | null;
  name: string | null;
  company: string | null;
  email: string | null;
  phone: string | null;
  session_id: string | null;
  owner_email: string | null;
  rules: { description?: unknown }[] | string | null;
}

/** What {@link syncLead} did. */
export type CrmSyncOutcome = 'delivered' | 'skipped';

/** The sync of leads to HubSpot, the renderer of the `crm` channel's deliveries. */
export class CrmSync {
  /** The topics it renders (delivery/worker.ts `DeliveryRenderer`). */
  readonly topics = [CRM_SYNC_TOPIC] as const;
  readonly #hubspot: HubSpotCrm;
  readonly #em: () => EntityManager;
  readonly #log: ServiceLogger;
  readonly #owners = new Map<string, { id: string | null; until: number }>();

  /**
   * @param hubspot the HubSpot calls (crm/hubspot.ts)
   * @param em a fresh entity manager per sync
   */
  constructor(hubspot: HubSpotCrm, em: () => EntityManager, log: ServiceLogger) {
    this.#hubspot = hubspot;
    this.#em = em;
    this.#log = log;
  }

  /**
   * Syncs the lead of each row (the worker hands one row per call).
   *
   * @returns `delivered`, or `skipped` when the lead is not sent (gone, spam, a newsletter signup, no e-mail)
   * @throws HubSpotError when a HubSpot call failed (the worker retries the row)
   */
  async send(_channel: string, rows: readonly CrmDeliveryRow[], now: Date): Promise<CrmSyncOutcome> {
    let outcome: CrmSyncOutcome = 'skipped';
    for (const row of rows) {
      if (row.lead_id === null) continue;
      if ((await this.syncLead(row.lead_id, now)) === 'delivered') outcome = 'delivered';
    }
    return outcome;
  }

  /**
   * Makes one lead's HubSpot records match it (see the module comment).
   *
   * @returns `delivered`, or `skipped` when the lead is not sent
   * @throws HubSpotError when a HubSpot call failed; what succeeded before it is stored
   */
  async syncLead(leadId: string, now: Date): Promise<CrmSyncOutcome> {
    const sql = this.#em() as SqlEntityManager;
    const lead = await readLead(sql, leadId);
    if (!lead) return 'skipped';
    const ids = await readCrmIds(sql, leadId);
    const save = () => saveCrmIds(sql, leadId, ids, now);

    const ownerId = lead.ownerEmail ? await this.#ownerIdOf(lead.ownerEmail, now) : null;
    const contact = await this.#hubspot.upsertContact(lead.email, contactProperties(lead, ownerId));
    ids.contactId = contact.id;
    ids.ownerId = ownerId;
    await save();

    if (lead.companyDomain) {
      const company = await this.#hubspot.upsertCompany(
        lead.companyDomain,
        lead.company ? { name: lead.company } : {},
      );
      if (company.id !== ids.companyId) {
        await this.#hubspot.associateContactWithCompany(contact.id, company.id);
        ids.companyId = company.id;
        await save();
      }
    }

    const meeting = await readMeeting(sql, leadId);
    if (meeting) {
      const stage = dealStage(lead.status, meeting);
      if (!ids.dealId) {
        const deal = await this.#hubspot.createDeal(
          dealProperties(lead, meeting, ownerId, dealName(lead)),
          contact.id,
          ids.companyId,
        );
        ids.dealId = deal.id;
        ids.dealStage = stage;
        ids.dealMeetingAt = meeting.startsAt;
        await save();
      } else if (stage !== ids.dealStage || meeting.startsAt.getTime() !== ids.dealMeetingAt?.getTime()) {
        await this.#hubspot.updateDeal(ids.dealId, {
          dealstage: stage,
          [CUSTOM_PROPERTIES.deals.meetingAt]: meeting.startsAt.toISOString(),
        });
        ids.dealStage = stage;
        ids.dealMeetingAt = meeting.startsAt;
        await save();
      }
    }

    for (const note of await readNotes(sql, leadId)) {
      const body = [
        `<strong>${noteHtml(note.author ? `${crmTexts.noteTitle}: ${note.author}` : crmTexts.noteTitle)}</strong>`,
        noteHtml(note.body),
      ].join('<br>');
      await this.#putNote(ids, `note:${note.id}`, body, note.createdAt, contact.id, save);
    }
    if (lead.sessionId) {
      const lines = await readTranscript(sql, lead.sessionId);
      if (lines.lines.length > 0) {
        const body = transcriptHtml(lines.lines, crmTexts.transcript);
        await this.#putNote(ids, `transcript:${lead.sessionId}`, body, lines.startedAt, contact.id, save);
      }
    }
    await save();
    this.#log.info({ leadId, deal: ids.dealId !== null }, 'crm sync done');
    return 'delivered';
  }

  /** Creates the note of `key`, or updates it when its body changed; stores its id and digest. */
  async #putNote(
    ids: CrmIds,
    key: string,
    body: string,
    at: Date,
    contactId: string,
    save: () => Promise<void>,
  ): Promise<void> {
    const digest = digestOf(body);
    const known = ids.notes[key];
    if (known?.digest === digest) return;
    if (known) {
      await this.#hubspot.updateNote(known.id, { hs_note_body: body });
      ids.notes[key] = { id: known.id, digest };
    } else {
      const created = await this.#hubspot.createNote(
        { hs_note_body: body, hs_timestamp: at.toISOString() },
        contactId,
      );
      ids.notes[key] = { id: created.id, digest };
    }
    await save();
  }

  /** The HubSpot owner of a staff member's e-mail, or null; remembered for {@link OWNER_CACHE_MS}. */
  async #ownerIdOf(email: string, now: Date): Promise<string | null> {
    const key = email.toLowerCase();
    const cached = this.#owners.get(key);
    if (cached && cached.until > now.getTime()) return cached.id;
    const id = await this.#hubspot.ownerIdOf(key);
    this.#owners.set(key, { id, until: now.getTime() + OWNER_CACHE_MS });
    return id;
  }
}

/** A deal's name: the company, else the person, with the suffix of packages/content. */
function dealName(lead: CrmLeadFacts): string {
  const who = lead.company ?? lead.name;
  return who ? `${who}: ${crmTexts.dealSuffix}` : crmTexts.dealFallback;
}

/** The lead's facts the sync sends, or null when the lead is not sent (gone, spam, a newsletter signup, no e-mail). */
async function readLead(
  sql: SqlEntityManager,
  leadId: string,
): Promise<(CrmLeadFacts & { sessionId: string | null }) | null> {
  const [row] = await sql.execute<LeadRow[]>(
    `select l."id", l."kind", l."spam", l."status", coalesce(l."quality", s."lead_quality") as "quality",
       l."company_domain",
       case l."kind" when 'contact' then c."first_name" || ' ' || c."last_name" else s."visitor_name" end as "name",
       coalesce(c."company", s."visitor_company") as "company",
       coalesce(c."email", s."visitor_email") as "email",
       coalesce(c."phone", s."visitor_phone") as "phone",
       coalesce(s."id", c."chat_session_id") as "session_id",
       u."email" as "owner_email",
       coalesce(l."quality_rules", (select q."payload"->'rules' from "domain_event" q
         where q."session_id" = s."id" and q."type" = 'lead.quality_changed'
         order by q."created_at" desc, q."id" desc limit 1)) as "rules"
     from "lead" l
     left join "contact_request" c on c."id" = l."contact_request_id"
     left join "chat_session" s on s."id" = l."chat_session_id"
     left join "staff_user" u on u."id" = l."owner_id"
     where l."id" = ?`,
    [leadId],
  );
  if (!row || row.spam || row.kind === 'newsletter' || !row.email) return null;
  const rules: { description?: unknown }[] | null =
    typeof row.rules === 'string' ? (JSON.parse(row.rules) as { description?: unknown }[]) : row.rules;
  return {
    leadId: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    companyDomain: row.company_domain,
    quality: row.quality,
    reasons: (rules ?? [])
      .map((rule) => rule.description)
      .filter((description): description is string => typeof description === 'string'),
    status: row.status,
    ownerEmail: row.owner_email,
    sessionId: row.session_id,
  };
}

/** The lead's latest meeting, or null. */
async function readMeeting(sql: SqlEntityManager, leadId: string): Promise<CrmMeetingFacts | null> {
  const [row] = await sql.execute<{ starts_at: Date | string; status: 'booked' | 'cancelled' }[]>(
    `select "starts_at", "status" from "meeting" where "lead_id" = ? order by "created_at" desc, "id" desc limit 1`,
    [leadId],
  );
  return row ? { startsAt: new Date(row.starts_at), status: row.status } : null;
}

/** The lead's staff notes, oldest first, with their author's name. */
async function readNotes(
  sql: SqlEntityManager,
  leadId: string,
): Promise<{ id: string; body: string; createdAt: Date; author: string | null }[]> {
  const rows = await sql.execute<
    { id: string | number; body: string; created_at: Date | string; author: string | null }[]
  >(
    `select n."id", n."body", n."created_at", u."name" as "author" from "lead_note" n
     left join "staff_user" u on u."id" = n."author_id" where n."lead_id" = ? order by n."created_at", n."id"`,
    [leadId],
  );
  return rows.map((row) => ({
    id: String(row.id),
    body: row.body,
    createdAt: new Date(row.created_at),
    author: row.author,
  }));
}

/** The conversation's lines in order, a consultant's with their first name, and when it began. */
async function readTranscript(
  sql: SqlEntityManager,
  sessionId: string,
): Promise<{ lines: CrmTranscriptLine[]; startedAt: Date }> {
  const rows = await sql.execute<
    { role: CrmTranscriptLine['role']; content: string; author: string | null; created_at: Date | string }[]
  >(
    `select m."role", m."content", u."name" as "author", m."created_at" from "chat_message" m
     left join "staff_user" u on u."id" = m."author_id" where m."session_id" = ? order by m."position"`,
    [sessionId],
  );
  return {
    lines: rows.map((row) => ({
      role: row.role,
      content: row.content,
      author: row.author ? (row.author.trim().split(/\s+/)[0] ?? null) : null,
    })),
    startedAt: rows[0] ? new Date(rows[0].created_at) : new Date(0),
  };
}
