/**
 * What the realtime streams send of the event log's rows (events/log.ts): the visitor's stream
 * (`GET /api/chat/{sessionId}/events`) and the staff stream (`staff.live.events`). The wire protocol is
 * packages/schemas/src/live-chat.ts (`VisitorLiveEvent`, `StaffLiveEvent`): a conversation event goes out under its
 * type without `conversation.` (`message`, `status`, `typing`, `handoff`), and every event of a lead (its own,
 * its hand-off's and its meetings') goes to staff as a `leads` event naming the lead, so the inbox refetches what
 * changed. A spam-flagged new lead is not announced (the inbox hides spam by default; decision 003).
 */
import type { LeadQuality, LeadStatus, StaffLeadChange, StaffLiveEvent } from '@northline/schemas';
import { CONVERSATION_EVENT_PREFIX } from '@northline/schemas/events';
import type { DomainEventRow } from './log.ts';

/** The SSE event name of a conversation event (`message` of `conversation.message`), undefined for any other. */
export function streamEventName(row: DomainEventRow): string | undefined {
  return row.type.startsWith(CONVERSATION_EVENT_PREFIX)
    ? row.type.slice(CONVERSATION_EVENT_PREFIX.length)
    : undefined;
}

/** The lead change a lead's event announces: new or updated, with the quality and status it names, if any. */
function leadChangeOf(row: DomainEventRow & { leadId: string }): StaffLeadChange | undefined {
  const payload = row.payload;
  switch (row.type) {
    case 'lead.created':
      if (payload.spam === true) return undefined;
      return {
        leadId: row.leadId,
        change: 'created',
        quality: (payload.quality as LeadQuality | null | undefined) ?? null,
        status: payload.status as LeadStatus,
      };
    case 'lead.quality_changed':
      return { leadId: row.leadId, change: 'updated', quality: payload.to as LeadQuality };
    case 'lead.status_changed':
      return { leadId: row.leadId, change: 'updated', status: payload.to as LeadStatus };
    default:
      return { leadId: row.leadId, change: 'updated' };
  }
}

/**
 * The staff stream's event of a stored row, or undefined for a row it does not send: a conversation event with its
 * session, or a `leads` event of one lead change.
 */
export function staffEventOf(row: DomainEventRow): StaffLiveEvent | undefined {
  const name = streamEventName(row);
  if (name !== undefined) {
    const sessionPart = row.sessionId === null ? {} : { sessionId: row.sessionId };
    return { type: name, ...sessionPart, ...row.payload } as StaffLiveEvent;
  }
  if (row.leadId === null) return undefined;
  const change = leadChangeOf({ ...row, leadId: row.leadId });
  return change ? { type: 'leads', leads: [change] } : undefined;
}
