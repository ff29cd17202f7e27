import { defineEntity, p } from '@mikro-orm/core';
import { Lead } from './lead.entity.ts';

/**
 * A note the CRM sync created on a lead's HubSpot contact: its HubSpot id and a digest of the body it sent, so a
 * sync updates a changed transcript and leaves an unchanged one alone. Keyed by what it renders: `note:<lead_note
 * id>` (a staff note) or `transcript:<chat session id>` (the conversation's transcript).
 */
export interface CrmNoteRecord {
  id: string;
  /** SHA-256 (hex, first 16 characters) of the `hs_note_body` sent. */
  digest: string;
}

/**
 * The HubSpot ids of one lead (docs/decisions/097-the-crm-sync-reads-the-event-log.md): what the CRM sync
 * (crm/crm-sync.ts) created or found in HubSpot for it, stored as each call answers, so a re-sync of the same events
 * updates them and creates nothing twice. Ids and digests only, no personal data. Deleted with its lead. Written by
 * crm/crm-records.ts only. Table `crm_record`.
 */
export const CrmRecordSchema = defineEntity({
  name: 'CrmRecord',
  tableName: 'crm_record',
  properties: {
    lead: p.oneToOne(Lead).primary().owner().deleteRule('cascade'),
    /** The HubSpot contact (upserted by the lead's e-mail address). */
    contactId: p.string().length(40).nullable(),
    /** The HubSpot company (upserted by the lead's company domain), associated with the contact. */
    companyId: p.string().length(40).nullable(),
    /** The HubSpot deal created when the lead booked a meeting. */
    dealId: p.string().length(40).nullable(),
    /** The deal's stage as last sent (`appointmentscheduled`, `qualifiedtobuy`, `closedwon`, `closedlost`). */
    dealStage: p.string().length(40).nullable(),
    /** The meeting's start as last sent on the deal. */
    dealMeetingAt: p.datetime().nullable(),
    /** The HubSpot owner sent as `hubspot_owner_id` (the lead's owner's HubSpot user), when one exists. */
    ownerId: p.string().length(40).nullable(),
    /** The notes created on the contact (see {@link CrmNoteRecord}). */
    notes: p.json<Record<string, CrmNoteRecord>>(),
    /** When the lead's contact first reached HubSpot. */
    syncedAt: p.datetime().nullable(),
    /** When a sync last completed. */
    updatedAt: p.datetime(),
  },
});

/** A stored record (see {@link CrmRecordSchema}). */
export class CrmRecord extends CrmRecordSchema.class {}
CrmRecordSchema.setClass(CrmRecord);
