/**
 * What a lead's facts become in HubSpot (docs/decisions/097-the-crm-sync-reads-the-event-log.md): the contact's
 * properties, the deal's stage and properties, and the notes' bodies. Pure: no I/O.
 *
 * HubSpot's own properties (`email`, `firstname`, `lastname`, `phone`, `company`, `lifecyclestage`,
 * `hubspot_owner_id`; a deal's `dealname`, `pipeline`, `dealstage`; a note's `hs_note_body`, `hs_timestamp`) and the
 * portal's custom properties of {@link CUSTOM_PROPERTIES}, created once by an administrator (README "HubSpot").
 */
import { createHash } from 'node:crypto';
import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** The custom properties the sync writes, by object: create them in HubSpot before turning the sync on. */
export const CUSTOM_PROPERTIES = {
  contacts: {
    /** The lead's quality: `hot`, `warm` or `cold` (single-line text). */
    quality: 'northline_lead_quality',
    /** Why it has that quality: the fired rules' descriptions, `; `-separated (multi-line text). */
    reasons: 'northline_lead_quality_reasons',
  },
  deals: {
    /** When the booked assessment starts (date and time). */
    meetingAt: 'northline_meeting_at',
  },
} as const;

/** The lead's facts the sync sends (crm/crm-sync.ts reads them). */
export interface CrmLeadFacts {
  leadId: string;
  name: string | null;
  email: string;
  phone: string | null;
  company: string | null;
  companyDomain: string | null;
  quality: string | null;
  reasons: readonly string[];
  status: string;
  /** The e-mail address of the lead's owner (a staff member), matched to a HubSpot owner. */
  ownerEmail: string | null;
}

/** The lead's latest meeting, when it booked one. */
export interface CrmMeetingFacts {
  startsAt: Date;
  status: 'booked' | 'cancelled';
}

/**
 * A phone number in E.164 (`+14165550123`), read as a Canadian number when it has no country code; null when
 * libphonenumber-js finds it invalid (HubSpot gets no phone rather than a wrong one).
 */
export function e164(phone: string | null): string | null {
  if (!phone) return null;
  const parsed = parsePhoneNumberFromString(phone, 'CA');
  return parsed?.isValid() ? parsed.number : null;
}

/** A full name as HubSpot's `firstname` (the first word) and `lastname` (the rest). */
export function splitName(name: string | null): { firstname?: string; lastname?: string } {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return {};
  const [first, ...rest] = words as [string, ...string[]];
  return rest.length > 0 ? { firstname: first, lastname: rest.join(' ') } : { firstname: first };
}

/**
 * The contact's properties: name, E.164 phone, company, lifecycle stage `lead`, quality and its reasons, and the
 * HubSpot owner when the lead's owner is one. A value the lead lacks is left out (HubSpot keeps what it has).
 */
export function contactProperties(lead: CrmLeadFacts, ownerId: string | null): Record<string, string> {
  const properties: Record<string, string> = { ...splitName(lead.name), lifecyclestage: 'lead' };
  const phone = e164(lead.phone);
  if (phone) properties.phone = phone;
  if (lead.company) properties.company = lead.company;
  if (lead.quality) properties[CUSTOM_PROPERTIES.contacts.quality] = lead.quality;
  if (lead.reasons.length > 0) properties[CUSTOM_PROPERTIES.contacts.reasons] = lead.reasons.join('; ');
  if (ownerId) properties.hubspot_owner_id = ownerId;
  return properties;
}

/**
 * The deal's stage in HubSpot's default sales pipeline, from the lead's status and its meeting: `closedwon` for a
 * won lead, `closedlost` for a lost one or a cancelled meeting, `qualifiedtobuy` for a qualified one, else
 * `appointmentscheduled` (a meeting is booked).
 */
export function dealStage(status: string, meeting: CrmMeetingFacts): string {
  if (status === 'won') return 'closedwon';
  if (status === 'lost' || meeting.status === 'cancelled') return 'closedlost';
  if (status === 'qualified') return 'qualifiedtobuy';
  return 'appointmentscheduled';
}

/** The deal's properties when it is created: name, pipeline, stage, meeting time, owner. */
export function dealProperties(
  lead: CrmLeadFacts,
  meeting: CrmMeetingFacts,
  ownerId: string | null,
  dealName: string,
): Record<string, string> {
  const properties: Record<string, string> = {
    dealname: dealName,
    pipeline: 'default',
    dealstage: dealStage(lead.status, meeting),
    [CUSTOM_PROPERTIES.deals.meetingAt]: meeting.startsAt.toISOString(),
  };
  if (ownerId) properties.hubspot_owner_id = ownerId;
  return properties;
}

/** Text made safe for a note's HTML body: `&`, `<`, `>` escaped, line breaks as `<br>`. */
export function noteHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r?\n/g, '<br>');
}

/** One line of a conversation as the transcript note shows it. */
export interface CrmTranscriptLine {
  role: 'user' | 'assistant' | 'consultant';
  content: string;
  /** A consultant's first name. */
  author: string | null;
}

/** The labels of a transcript's lines by author (packages/content: the staff texts of the CRM). */
export interface CrmTranscriptLabels {
  title: string;
  visitor: string;
  assistant: string;
  consultant: string;
}

/** A conversation's transcript as one note body: a title, then each line labelled by its author. */
export function transcriptHtml(lines: readonly CrmTranscriptLine[], labels: CrmTranscriptLabels): string {
  const label = (line: CrmTranscriptLine) =>
    line.role === 'user'
      ? labels.visitor
      : line.role === 'assistant'
        ? labels.assistant
        : line.author
          ? `${labels.consultant} (${line.author})`
          : labels.consultant;
  return [
    `<strong>${noteHtml(labels.title)}</strong>`,
    ...lines.map((line) => `<strong>${noteHtml(label(line))}:</strong> ${noteHtml(line.content)}`),
  ].join('<br>');
}

/** The digest a {@link CrmNoteRecord} keeps of a body (SHA-256, hex, first 16 characters). */
export function digestOf(body: string): string {
  return createHash('sha256').update(body).digest('hex').slice(0, 16);
}
