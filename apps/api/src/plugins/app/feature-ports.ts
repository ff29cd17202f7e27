/**
 * The app's wiring of the ports between features (docs/decisions/077-ports-between-features.md). A feature that
 * must act on another's table in its own transaction (a disabled account's claimed chats, a redaction of a note)
 * or read another's record for a page (a lead's chat transcript) declares what it needs as a type; this plugin
 * hands it the owning feature's function. So a feature imports only itself, `leads/` and the log, and every table
 * keeps its one writer. Reactions that may follow the commit read the event log instead.
 */
import fp from 'fastify-plugin';
import { getChatTranscript } from '../../conversations/chat.ts';
import {
  liveConsultantOf,
  noteBookingInLiveChat,
  returnClaimedChats,
} from '../../conversations/live-chat.ts';
import { writeRedactedQuestion } from '../../conversations/unanswered.ts';
import { countNotYetInHubSpot } from '../../crm/crm-leads.ts';
import type { ChatTranscriptReader } from '../../desk/lead-detail.ts';
import { writeRedactedLeadNote } from '../../desk/lead-notes.ts';
import type { CrmBacklog } from '../../desk/lead-reports.ts';
import { revokeFeedOf } from '../../meetings/meeting-staff.ts';
import type { LiveChatBookingNote, LiveChatConsultant } from '../../meetings/meetings.ts';
import type { RedactionWriters } from '../../privacy/privacy.ts';
import type { StaffDeparture } from '../../staff/staff-auth.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the other features do when a staff account is disabled or its sessions end (staff/staff-auth.ts). */
    staffDeparture: StaffDeparture;
    /** The writers of a privacy redaction in the tables other features own (privacy/privacy.ts). */
    redactionWriters: RedactionWriters;
    /** The chat's transcript reader for the lead's page (desk/lead-detail.ts). */
    chatTranscripts: ChatTranscriptReader;
    /** The live conversation's note of a booking made in it (meetings/meetings.ts). */
    liveChatBookingNote: LiveChatBookingNote;
    /** Who answers a chat live, for a booking made in it (meetings/meetings.ts). */
    liveChatConsultant: LiveChatConsultant;
    /** Whether the HubSpot sync is on, and its backlog (desk/lead-reports.ts, from crm/crm-leads.ts). */
    crmBacklog: CrmBacklog;
  }
}

/** The staff departure's reactions: the feed's secret revoked, and on disabling the claimed chats returned. */
export const STAFF_DEPARTURE: StaffDeparture = {
  async disabled(tx, staffUserId, now) {
    await revokeFeedOf(tx, staffUserId, now);
    await returnClaimedChats(tx, staffUserId, now);
  },
  sessionsRevoked: (tx, staffUserId, now) => revokeFeedOf(tx, staffUserId, now),
};

/** The redaction writers of the notes' and the unanswered questions' owners. */
export const REDACTION_WRITERS: RedactionWriters = {
  'lead-note': writeRedactedLeadNote,
  'unanswered-question': writeRedactedQuestion,
};

/**
 * Decorates the app with `staffDeparture`, `redactionWriters`, `chatTranscripts`, `liveChatBookingNote`,
 * `liveChatConsultant` and `crmBacklog` (the sync is on when the delivery worker has its CRM lane: HUBSPOT_ACCESS_TOKEN set).
 */
export const featurePortsPlugin = fp(
  async (app) => {
    app.decorate('staffDeparture', STAFF_DEPARTURE);
    app.decorate('redactionWriters', REDACTION_WRITERS);
    app.decorate('chatTranscripts', getChatTranscript);
    app.decorate('liveChatBookingNote', noteBookingInLiveChat);
    app.decorate('liveChatConsultant', liveConsultantOf);
    app.decorate('crmBacklog', {
      enabled: app.deliveries.transports.available.crm,
      notYetInHubSpot: countNotYetInHubSpot,
    } satisfies CrmBacklog);
  },
  { name: 'feature-ports', dependencies: ['sales'] },
);
